import { useT } from '../../lib/i18n.ts';
import { href } from '../../lib/paths.ts';
import { rememberOrigin } from '../../lib/route-guard.ts';

/** Wallet and notifications for a guest: "Welcome, please login to continue" with Login Now (spec). */
export default function GuestPrompt() {
  const { t } = useT('common');
  return (
    <section className="guest-prompt" data-testid="guest-prompt">
      <p>{t('guest.welcome')}</p>
      <a className="ui-button ui-button--primary" href={href('login')} onClick={() => rememberOrigin()}>
        {t('actions.loginNow')}
      </a>
    </section>
  );
}
