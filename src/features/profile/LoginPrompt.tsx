import { useT } from '../../lib/i18n.ts';
import { href } from '../../lib/paths.ts';
import { rememberOrigin } from '../../lib/route-guard.ts';

/** "Welcome, please login to continue" with Login Now, for public routes that need a member (spec). */
export default function LoginPrompt() {
  const { t } = useT('common');
  return (
    <section className="guest-prompt" data-testid="login-prompt">
      <p>{t('guest.welcome')}</p>
      <a className="ui-button ui-button--primary" href={href('login')} onClick={() => rememberOrigin()}>
        {t('actions.loginNow')}
      </a>
    </section>
  );
}
