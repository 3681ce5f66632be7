import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type StaffIdentity, StationApiError, signIn, signOut } from './merchant-api.ts';

interface Props {
  onSignedIn: (staff: StaffIdentity) => void;
  /** why the station is back at sign-in (signed out after idle time, session ended), shown above the form */
  notice: string | null;
}

/**
 * Staff sign-in: email and password, then the authenticator's code when the server asks for it (two-factor). Only
 * merchant accounts may use the counter: any other role is told so and signed out again at once.
 */
export default function SignIn({ onSignedIn, notice }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (askCode) codeInput.current?.focus();
  }, [askCode]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const staff = await signIn(email.trim(), password, askCode ? otp : undefined);
      if (staff.role !== 'merchant') {
        await signOut();
        setPassword('');
        setOtp('');
        setAskCode(false);
        setError(
          `${staff.email} is a ${staff.role} account. Only merchant staff accounts can redeem vouchers at the counter; you have been signed out.`,
        );
        return;
      }
      onSignedIn(staff);
    } catch (err) {
      if (err instanceof StationApiError && err.reason === 'otp_required') {
        setAskCode(true);
        setError('Enter the 6-digit code from your authenticator app.');
      } else if (err instanceof StationApiError && err.reason === 'otp_wrong') {
        setOtp('');
        setError('The authenticator code is not right. Enter the current code.');
      } else {
        setError(err instanceof Error ? err.message : 'Sign-in failed');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="ms-signin">
      <div className="ms-panel ms-signin__panel">
        <h1 className="ms-signin__title">Counter sign-in</h1>
        <p className="ms-muted">Ugift voucher redemption for merchant staff.</p>
        {notice && (
          <p className="ms-note" data-testid="signin-notice">
            {notice}
          </p>
        )}
        <form onSubmit={submit}>
          <div className="ms-field">
            <label htmlFor="ms-email">Email</label>
            <input
              id="ms-email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-describedby={error ? 'ms-signin-error' : undefined}
            />
          </div>
          <div className="ms-field">
            <label htmlFor="ms-password">Password</label>
            <input
              id="ms-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          {askCode && (
            <div className="ms-field">
              <label htmlFor="ms-otp">Code from your authenticator</label>
              <input
                id="ms-otp"
                ref={codeInput}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                value={otp}
                onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
              />
            </div>
          )}
          {error && (
            <p className="ms-error" id="ms-signin-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="ms-button ms-button--primary ms-button--block" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </main>
  );
}
