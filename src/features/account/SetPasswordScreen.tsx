import { useEffect, useState, type FormEvent } from 'react';
import { useErrorText } from '../../lib/use-error-text.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';
import { href } from '../../lib/paths.ts';
import { afterLoginTarget } from '../../lib/route-guard.ts';
import type { StoredUser } from '../../lib/session-store.ts';
import AuthShell from './AuthShell.tsx';
import CountryModal from './CountryModal.tsx';
import PasswordField from './PasswordField.tsx';
import { applyReferralCode, createAccount, login, storeMember } from './account-api.ts';
import { clearFlow, displayPhone, readFlow, type AccountFlow } from './account-flow.ts';
import { useNewPassword } from './use-new-password.ts';

/** /set-password: the password (twice) and an optional referral code; the new member is signed in at once. */
export default function SetPasswordScreen() {
  const { t } = useT('account');
  const { t: tc } = useT('common');
  const errorText = useErrorText();
  const [flow, setFlow] = useState<AccountFlow | null>(null);
  const pw = useNewPassword();
  const [referral, setReferral] = useState('');
  const [busy, setBusy] = useState(false);
  const [needsCountry, setNeedsCountry] = useState(false);
  const { alert, dialog } = useAlert();

  useEffect(() => {
    const current = readFlow();
    if (current?.action !== 'register' || !current.otpToken) window.location.replace(href('register'));
    else {
      setFlow(current);
      if (current.referral) setReferral(current.referral);
    }
  }, []);

  const phone = flow ? `${flow.prefix}${flow.number}` : '';

  /** Goes on into the shop as the new member: the country modal first when the member has no country yet. */
  const goOn = (user: StoredUser) => {
    if (Number(user.country_id) === 0) setNeedsCountry(true);
    else window.location.assign(afterLoginTarget());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!flow) return;
    const problem = pw.problem();
    if (problem) return alert(problem[0], problem[1]);
    setBusy(true);
    try {
      await createAccount(flow.prefix, flow.number, pw.password, flow.otpToken);
    } catch (error) {
      setBusy(false);
      alert(t('dialogs.passwordUpdateFailed'), errorText(error), { buttonLabel: tc('actions.tryAgain') });
      return;
    }
    // The new member is signed in at once; a referral code is applied as them.
    let user: StoredUser;
    try {
      const result = await login(phone, pw.password);
      if (result.kind !== 'member') throw new Error(result.message);
      user = result.user;
      clearFlow();
      storeMember(user, result.market);
    } catch (error) {
      setBusy(false);
      alert(t('dialogs.loginFailed'), errorText(error), { onClose: () => window.location.assign(href('login')) });
      return;
    }
    const code = referral.trim();
    let referralMessage = '';
    if (code) {
      try {
        referralMessage = await applyReferralCode(code, user.member_id);
      } catch (error) {
        referralMessage = `${t('dialogs.referralFailed')}: ${errorText(error)}`;
      }
    }
    setBusy(false);
    alert(t('dialogs.accountCreated.title'), [t('dialogs.accountCreated.message'), referralMessage].filter(Boolean).join('\n'), {
      tone: 'success',
      buttonLabel: t('dialogs.accountCreated.continue'),
      onClose: () => goOn(user),
    });
  };

  return (
    <AuthShell
      back="register"
      title={t('setPassword.title')}
      subtitle={flow ? t('setPassword.subtitle', { phone: displayPhone(flow) }) : undefined}
    >
      <form onSubmit={submit} noValidate>
        <PasswordField
          name="password"
          label={t('fields.password')}
          value={pw.password}
          onChange={pw.setPassword}
          autoComplete="new-password"
          hint={t('fields.passwordMin')}
        />
        <PasswordField
          name="retype"
          label={t('fields.retypePassword')}
          value={pw.retype}
          onChange={pw.setRetype}
          autoComplete="new-password"
        />
        <Field
          label={t('fields.referral')}
          name="referral"
          value={referral}
          maxLength={32}
          autoComplete="off"
          hint={t('setPassword.referralHint')}
          onChange={(e) => setReferral(e.target.value.replace(/[^A-Za-z0-9]/g, ''))}
        />
        <Button type="submit" block disabled={!pw.ready || !flow} busy={busy}>
          {t('setPassword.submit')}
        </Button>
      </form>
      <CountryModal open={needsCountry} onDone={() => window.location.assign(afterLoginTarget())} />
      {dialog}
    </AuthShell>
  );
}
