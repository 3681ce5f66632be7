import { useId } from 'react';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';

/** Six-digit code entry: numeric only; `onComplete` fires as the sixth digit is typed (spec). */
export default function OtpField({
  value,
  onChange,
  onComplete,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  onComplete: (code: string) => void;
  disabled?: boolean;
}) {
  const { t } = useT('account');
  const id = useId();
  return (
    <div className="otp">
      <label className="otp__label" htmlFor={id}>
        {t('fields.otp')}
      </label>
      <div style={{ position: 'relative' }}>
        <input
          id={id}
          className="otp__input"
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={value}
          disabled={disabled}
          onChange={(e) => {
            const next = e.target.value.replace(/\D/g, '').slice(0, 6);
            onChange(next);
            if (next.length === 6 && value.length !== 6) onComplete(next);
          }}
        />
        <div className="otp__boxes" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <span key={i} className={`otp__box${i === Math.min(value.length, 5) ? ' otp__box--active' : ''}`}>
              {value[i] ?? ''}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
