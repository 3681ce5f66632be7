import { useEffect, useState, type FormEvent } from 'react';
import { useErrorText } from '../../lib/use-error-text.ts';
import { Button } from '../../components/ui/Button.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';
import { href } from '../../lib/paths.ts';
import { afterLoginTarget, storeRedirectFromQuery, useRedirectMember } from '../../lib/route-guard.ts';
import type { StoredUser } from '../../lib/session-store.ts';
import AuthShell from './AuthShell.tsx';
import CountryModal from './CountryModal.tsx';
import FacebookButton from './FacebookButton.tsx';
import LegalLinks from './LegalLinks.tsx';
import PasswordField from './PasswordField.tsx';
import PhoneFields, { storeCountryCode, useCountryCode } from './PhoneFields.tsx';
import { digits, localNumber, login, loginWithFacebook, type Market, marketOf, storeMember } from './account-api.ts';
import { saveFlow } from './account-flow.ts';
import { takeFacebookReturn } from './facebook-oauth.ts';

/** /login: phone and password, guest mode, links to the other sign-in screens, and Facebook. */
export default function LoginScreen() {
  const { t } = useT('account');
  const errorText = useErrorText();
  const leaving = useRedirectMember();
  const [code, setCode] = useCountryCode();
  const [number, setNumber] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [needsCountry, setNeedsCountry] = useState(false);
  const { alert, dialog } = useAlert();

  const finish = (user: StoredUser, market: Market | null) => {
    storeMember(user, market);
    if (Number(user.country_id) === 0) setNeedsCountry(true);
    else window.location.assign(afterLoginTarget());
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount: reads the Facebook return in the URL and listens for later hash changes
  useEffect(() => {
    storeRedirectFromQuery();
    const takeReturn = () => {
      const fb = takeFacebookReturn();
      if (!fb) return;
      if (fb.kind !== 'token') {
        const message =
          fb.kind === 'cancelled' ? t('dialogs.facebookCancelled') : fb.kind === 'mismatch' ? t('dialogs.facebookMismatch') : fb.message;
        alert(t('dialogs.facebookFailed'), message);
        return;
      }
      setBusy(true);
      loginWithFacebook(fb.accessToken)
        .then((answer) => finish(answer.data, marketOf(answer)))
        .catch((e) => alert(t('dialogs.facebookFailed'), errorText(e)))
        .finally(() => setBusy(false));
    };
    takeReturn();
    // A return to /login that only changes the fragment does not reload the page: read it when the hash changes too.
    window.addEventListener('hashchange', takeReturn);
    return () => window.removeEventListener('hashchange', takeReturn);
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code) return alert(t('dialogs.countryCodeEmpty.title'), t('dialogs.countryCodeEmpty.message'));
    if (!digits(number)) return alert(t('dialogs.phoneEmpty.title'), t('dialogs.phoneEmpty.message'));
    if (!password) return alert(t('dialogs.passwordEmpty.title'), t('dialogs.passwordEmpty.message'));
    const local = localNumber(number);
    setBusy(true);
    try {
      storeCountryCode(code);
      const result = await login(`${code}${local}`, password);
      if (result.kind === 'expired') {
        saveFlow({ action: 'migrate', prefix: code, number: local, otpToken: result.resetToken });
        setBusy(false);
        alert(t('dialogs.passwordExpired.title'), t('dialogs.passwordExpired.message'), {
          tone: 'info',
          onClose: () => window.location.assign(href('reset-password')),
        });
        return;
      }
      finish(result.user, result.market);
    } catch (error) {
      setBusy(false);
      alert(t('dialogs.loginFailed'), errorText(error));
    }
  };

  if (leaving) return null;
  const canLogin = digits(number).length > 0 && password.length >= 6;
  return (
    <AuthShell title={t('login.heading')} subtitle={t('login.subtitle')} after={<LegalLinks />}>
      <form onSubmit={submit} noValidate>
        <PhoneFields code={code} onCode={setCode} number={number} onNumber={setNumber} />
        <PasswordField
          name="password"
          label={t('fields.password')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <div className="auth__row">
          <a className="auth__link" href={href('forgot-password')}>
            {t('login.forgot')}
          </a>
        </div>
        <div className="auth__stack">
          <Button type="submit" block disabled={!canLogin} busy={busy}>
            {t('login.submit')}
          </Button>
          <a className="ui-button ui-button--secondary ui-button--block" href={href('home')}>
            {t('login.guest')}
          </a>
          <div className="auth__divider">{t('login.or')}</div>
          <FacebookButton
            onUnavailable={() => alert(t('dialogs.facebookUnavailable.title'), t('dialogs.facebookUnavailable.message'), { tone: 'info' })}
          />
        </div>
      </form>
      <p className="auth__footer">
        {t('login.noAccount')}{' '}
        <a className="auth__link" href={href('register')}>
          {t('login.create')}
        </a>
      </p>
      <CountryModal
        open={needsCountry}
        onDone={(referralError) => {
          setNeedsCountry(false);
          if (referralError)
            alert(t('dialogs.referralFailed'), referralError, { onClose: () => window.location.assign(afterLoginTarget()) });
          else window.location.assign(afterLoginTarget());
        }}
      />
      {dialog}
    </AuthShell>
  );
}
