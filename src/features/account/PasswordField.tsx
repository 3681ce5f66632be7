import { useState } from 'react';
import { Field } from '../../components/ui/Field.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';

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
          <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {shown && <path d="M4 4l16 16" />}
          </svg>
        </button>
      }
    />
  );
}
