import { useState, type FormEvent } from 'react';
import { useErrorText } from '../../lib/use-error-text.ts';
import { Button } from '../../components/ui/Button.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';
import { href } from '../../lib/paths.ts';
import { useRedirectMember } from '../../lib/route-guard.ts';
import AuthShell from './AuthShell.tsx';
import LegalLinks from './LegalLinks.tsx';
import PhoneFields, { storeCountryCode, useCountryCode } from './PhoneFields.tsx';
import { digits, localNumber, requestOtp } from './account-api.ts';
import { saveFlow } from './account-flow.ts';

/**
 * The first step of /register and /forgot-password: country code and mobile number, then Get OTP, which sends the
 * code and goes on to the verification screen.
 */
export default function PhoneStepScreen({ action }: { action: 'register' | 'forgot_password' }) {
  const { t } = useT('account');
  const errorText = useErrorText();
  const register = action === 'register';
  const leaving = useRedirectMember(!register);
  const [code, setCode] = useCountryCode();
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const { alert, dialog } = useAlert();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code) return alert(t('dialogs.countryCodeEmpty.title'), t('dialogs.countryCodeEmpty.message'));
    if (!digits(number)) return alert(t('dialogs.phoneEmpty.title'), t('dialogs.phoneEmpty.message'));
    const local = localNumber(number);
    setBusy(true);
    try {
      storeCountryCode(code);
      const { otp } = await requestOtp(action, code, local);
      const referral = register
        ? new URLSearchParams(window.location.search).get('referral_code')?.trim().slice(0, 40) || undefined
        : undefined;
      saveFlow({ action, prefix: code, number: local, otpHint: otp, sentAt: Date.now(), referral });
      window.location.assign(href(register ? 'verification' : 'forgot-password-verification'));
    } catch (error) {
      setBusy(false);
      alert(register ? t('dialogs.registrationFailed') : t('dialogs.failed'), errorText(error));
    }
  };

  if (leaving) return null;
  return (
    <AuthShell
      back="login"
      title={register ? t('register.title') : t('forgot.title')}
      subtitle={register ? t('register.subtitle') : t('forgot.subtitle')}
      after={register ? <LegalLinks /> : undefined}
    >
      <form onSubmit={submit} noValidate>
        <PhoneFields code={code} onCode={setCode} number={number} onNumber={setNumber} />
        <Button type="submit" block disabled={!digits(number)} busy={busy}>
          {register ? t('register.getOtp') : t('forgot.getOtp')}
        </Button>
      </form>
      {register && (
        <p className="auth__footer">
          {t('register.haveAccount')}{' '}
          <a className="auth__link" href={href('login')}>
            {t('register.login')}
          </a>
        </p>
      )}
      {dialog}
    </AuthShell>
  );
}
