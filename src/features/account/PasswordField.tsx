import { useState } from 'react';
import { Field } from '../../components/ui/Field.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';
import { Icon } from '../../components/ui/Icon.tsx';

/** A password input with a show/hide toggle. */
export default function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  hint,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  name: string;
}) {
  const { t } = useT('account');
  const [shown, setShown] = useState(false);
  return (
    <Field
      label={label}
      name={name}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete={autoComplete}
      maxLength={128}
      hint={hint}
      trailing={
        <button
          type="button"
          className="auth__eye"
          onClick={() => setShown(!shown)}
          aria-pressed={shown}
          aria-label={shown ? t('fields.hidePassword') : t('fields.showPassword')}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} size={22} strokeWidth={1.8} />
        </button>
      }
    />
  );
}
