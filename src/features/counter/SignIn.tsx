import { type FormEvent, useState } from 'react';
import LanguagePicker from './LanguagePicker.tsx';
import { type StaffIdentity, ApiCallError, signIn, signOut } from './counter-api.ts';
import { type Notice, refusalText } from './counter-errors.ts';
import { useCounterT } from './counter-i18n.ts';

interface Props {
  onSignedIn: (staff: StaffIdentity) => void;
  /** why the counter is back at sign-in (signed out after idle time, session ended), shown above the form */
  notice: Notice | null;
}

/**
 * Staff sign-in: email, password and, for staff with two-factor sign-in, the authenticator's code (always asked: the
 * server answers every wrong email, password or code alike, decision 0237). Only merchant accounts may use the
 * counter: any other role is told so and signed out again at once.
 */
export default function SignIn({ onSignedIn, notice }: Props) {
  const { t, locale } = useCounterT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Notice | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const staff = await signIn(email.trim(), password, otp || undefined);
      if (staff.role !== 'merchant') {
        await signOut();
        setPassword('');
        setOtp('');
        const who = staff.email;
        setError(() => (tr: Parameters<Notice>[0]) => tr('signIn.wrongRole', { email: who }));
        return;
      }
      onSignedIn(staff);
    } catch (err) {
      if (err instanceof ApiCallError && err.reason === 'sign_in_failed') setOtp('');
      const why = refusalText(err, 'signIn.failed');
      setError(() => why);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="counter-signin">
      <div className="counter-panel counter-signin__panel">
        <LanguagePicker />
        <h1 className="counter-signin__title">{t('signIn.title')}</h1>
        <p className="counter-muted">{t('signIn.intro')}</p>
        {notice && (
          <p className="counter-note" data-testid="signin-notice">
            {notice(t, locale)}
          </p>
        )}
        <form onSubmit={submit}>
          <div className="counter-field">
            <label htmlFor="counter-email">{t('signIn.email')}</label>
            <input
              id="counter-email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-describedby={error ? 'counter-signin-error' : undefined}
            />
          </div>
          <div className="counter-field">
            <label htmlFor="counter-password">{t('signIn.password')}</label>
            <input
              id="counter-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <div className="counter-field">
            <label htmlFor="counter-otp">{t('signIn.otp')}</label>
            <input
              id="counter-otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          </div>
          {error && (
            <p className="counter-error" id="counter-signin-error" role="alert">
              {error(t, locale)}
            </p>
          )}
          <button type="submit" className="counter-button counter-button--primary counter-button--block" disabled={busy}>
            {busy ? t('signIn.busy') : t('signIn.submit')}
          </button>
        </form>
      </div>
    </main>
  );
}
