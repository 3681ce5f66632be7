import { useEffect, useState, type FormEvent } from 'react';
import { useErrorText } from '../../lib/use-error-text.ts';
import { Button } from '../../components/ui/Button.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';
import { href } from '../../lib/paths.ts';
import AuthShell from './AuthShell.tsx';
import OtpField from './OtpField.tsx';
import { requestOtp, verifyOtp } from './account-api.ts';
import { displayPhone, readFlow, saveFlow, type AccountFlow } from './account-flow.ts';
import { useCountdown } from './use-countdown.ts';
import { ApiCallError } from '../../lib/api-client.ts';

const RESEND_MS = 30_000;

/** /verification and /forgot-password-verification: the six-digit code, checked by the server, with Resend. */
export default function VerificationScreen({ action }: { action: 'register' | 'forgot_password' }) {
  const { t } = useT('account');
  const errorText = useErrorText();
  const register = action === 'register';
  const start = register ? 'register' : 'forgot-password';
  const [flow, setFlow] = useState<AccountFlow | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const { alert, dialog } = useAlert();
  const seconds = useCountdown((flow?.sentAt ?? 0) + RESEND_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount: action and start are fixed for the page
  useEffect(() => {
    const current = readFlow();
    if (!current || current.action !== action) window.location.replace(href(start));
    else setFlow(current);
  }, []);

  const verify = async (otp: string) => {
    if (!flow) return;
    if (!/^\d{6}$/.test(otp)) return alert(t('dialogs.invalidOtp.title'), t('dialogs.invalidOtp.message'));
    setBusy(true);
    try {
      const otpToken = await verifyOtp(action, flow.prefix, flow.number, otp);
      saveFlow({ ...flow, otpToken, otpHint: undefined });
      window.location.assign(href(register ? 'set-password' : 'reset-password'));
    } catch (error) {
      setBusy(false);
      setCode('');
      // Whether the number has an account is told only now that the code proved the phone (docs/decisions/0092).
      if (error instanceof ApiCallError && (error.code === 'conflict' || error.code === 'not_found')) {
        const next = error.code === 'conflict' ? 'login' : start;
        alert(register ? t('dialogs.registrationFailed') : t('dialogs.failed'), errorText(error), {
          onClose: () => window.location.assign(href(next)),
        });
        return;
      }
      alert(t('dialogs.invalidOtp.title'), errorText(error));
    }
  };

  const resend = async () => {
    if (!flow) return;
    setResending(true);
    try {
      const { otp } = await requestOtp(action, flow.prefix, flow.number);
      const next = { ...flow, otpHint: otp, sentAt: Date.now(), otpToken: undefined };
      saveFlow(next);
      setFlow(next);
      setCode('');
      alert(t('dialogs.otpSent.title'), t('dialogs.otpSent.message', { phone: displayPhone(flow) }), { tone: 'success' });
    } catch (error) {
      alert(t('dialogs.otpSentFailed'), errorText(error));
    } finally {
      setResending(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void verify(code);
  };

  return (
    <AuthShell back={start} title={t('verify.title')} subtitle={flow ? t('verify.subtitle', { phone: displayPhone(flow) }) : undefined}>
      {flow?.otpHint && (
        <p className="auth__hint" data-testid="otp-hint">
          {t('verify.demoHint', { code: flow.otpHint })}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <OtpField value={code} onChange={setCode} onComplete={(c) => void verify(c)} disabled={busy || !flow} />
        <p className="auth__status" role="status">
          {busy ? t('verify.verifying') : ''}
        </p>
        <Button type="submit" block disabled={code.length !== 6} busy={busy}>
          {register ? t('verify.submitRegister') : t('verify.submitForgot')}
        </Button>
      </form>
      <p className="auth__resend">
        {t('verify.noCode')}{' '}
        <button type="button" className="auth__link" onClick={resend} disabled={seconds > 0 || resending || !flow}>
          {seconds > 0 ? t('verify.resendIn', { seconds }) : t('verify.resend')}
        </button>
      </p>
      <p className="auth__footer">
        <a className="auth__link" href={href(start)}>
          {t('verify.changeNumber')}
        </a>
      </p>
      {dialog}
    </AuthShell>
  );
}
