import { useEffect, useState, type FormEvent } from 'react';
import { useErrorText } from '../../lib/use-error-text.ts';
import { Button } from '../../components/ui/Button.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { ApiCallError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';
import { href } from '../../lib/paths.ts';
import { afterLoginTarget } from '../../lib/route-guard.ts';
import { clearMemberData } from '../../lib/session-store.ts';
import AuthShell from './AuthShell.tsx';
import PasswordField from './PasswordField.tsx';
import { login, resetPassword, storeMember } from './account-api.ts';
import { clearFlow, displayPhone, readFlow, type AccountFlow } from './account-flow.ts';
import { useNewPassword } from './use-new-password.ts';

/**
 * /reset-password: the new password twice, after a verified code (forgot password) or a legacy login (password
 * expired). Success shows "Password Updated" with Login Now.
 */
export default function ResetPasswordScreen() {
  const { t } = useT('account');
  const { t: tc } = useT('common');
  const errorText = useErrorText();
  const [flow, setFlow] = useState<AccountFlow | null>(null);
  const pw = useNewPassword();
  const [busy, setBusy] = useState(false);
  const { alert, dialog } = useAlert();

  useEffect(() => {
    const current = readFlow();
    if (!current || current.action === 'register' || !current.otpToken) window.location.replace(href('forgot-password'));
    else setFlow(current);
  }, []);

  const phone = flow ? `${flow.prefix}${flow.number}` : '';

  const loginNow = async () => {
    setBusy(true);
    try {
      const result = await login(phone, pw.password);
      if (result.kind !== 'member') throw new Error(result.message);
      storeMember(result.user, result.market);
      window.location.assign(afterLoginTarget());
    } catch {
      window.location.assign(href('login'));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!flow) return;
    const problem = pw.problem();
    if (problem) return alert(problem[0], problem[1]);
    setBusy(true);
    try {
      await resetPassword(phone, pw.password, flow.otpToken);
      // Every session of the member ended on the server; this browser's copy goes too.
      clearMemberData();
      clearFlow();
      setBusy(false);
      alert(t('dialogs.passwordUpdated.title'), t('dialogs.passwordUpdated.message'), {
        tone: 'success',
        buttonLabel: tc('actions.loginNow'),
        onClose: () => void loginNow(),
      });
    } catch (error) {
      setBusy(false);
      const expired = error instanceof ApiCallError && error.field === 'otp_token';
      alert(t('dialogs.passwordUpdateFailed'), errorText(error), {
        buttonLabel: tc('actions.tryAgain'),
        onClose: expired
          ? () => {
              clearFlow();
              window.location.assign(href('forgot-password'));
            }
          : undefined,
      });
    }
  };

  return (
    <AuthShell back="login" title={t('reset.title')} subtitle={flow ? t('reset.subtitle', { phone: displayPhone(flow) }) : undefined}>
      <form onSubmit={submit} noValidate>
        <PasswordField
          name="password"
          label={t('fields.newPassword')}
          value={pw.password}
          onChange={pw.setPassword}
          autoComplete="new-password"
          hint={t('fields.passwordMin')}
        />
        <PasswordField
          name="retype"
          label={t('fields.retypeNewPassword')}
          value={pw.retype}
          onChange={pw.setRetype}
          autoComplete="new-password"
        />
        <Button type="submit" block disabled={!pw.ready || !flow} busy={busy}>
          {t('reset.submit')}
        </Button>
      </form>
      {dialog}
    </AuthShell>
  );
}
