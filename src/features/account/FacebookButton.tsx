import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';
import { facebookConfigured, startFacebookLogin } from './facebook-oauth.ts';

/** Login with Facebook; on a shop without a Facebook app it explains that instead. */
export default function FacebookButton({ onUnavailable }: { onUnavailable: () => void }) {
  const { t } = useT('account');
  return (
    <Button block className="auth__facebook" onClick={() => (facebookConfigured() ? startFacebookLogin() : onUnavailable())}>
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z" />
      </svg>
      {t('login.facebook')}
    </Button>
  );
}
