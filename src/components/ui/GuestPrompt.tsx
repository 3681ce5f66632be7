import { useT } from '../../lib/i18n.ts';
import { href } from '../../lib/paths.ts';
import { rememberOrigin } from '../../lib/route-guard.ts';

/** "Welcome, please login to continue" with Login Now, on every screen a guest opens that needs a member (spec). */
export default function GuestPrompt({ testId = 'guest-prompt' }: { testId?: string }) {
  const { t } = useT('common');
  return (
    <section className="guest-prompt" data-testid={testId}>
      <p>{t('guest.welcome')}</p>
      <a className="ui-button ui-button--primary" href={href('login')} onClick={() => rememberOrigin()}>
        {t('actions.loginNow')}
      </a>
    </section>
  );
}
