import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';
import { href } from '../../lib/paths.ts';
import './account.css';

/**
 * The frame of the sign-in screens: the brand header (login) or a back bar (the others), then a card that holds
 * the screen's title (the page's h1) and form.
 */
export default function AuthShell({
  title,
  subtitle,
  back,
  children,
  after,
}: {
  title: string;
  subtitle?: ReactNode;
  /** the route the back button leads to; without it the brand header is shown */
  back?: string;
  children: ReactNode;
  /** content below the card */
  after?: ReactNode;
}) {
  const { t } = useT('account');
  const { t: tc } = useT('common');
  const goBack = () => {
    if (document.referrer.startsWith(window.location.origin) && window.history.length > 1) window.history.back();
    else window.location.assign(href(back ?? 'login'));
  };
  return (
    <div className="auth">
      {back ? (
        <div className="auth__bar">
          <button type="button" onClick={goBack} aria-label={tc('actions.back')}>
            <Icon name="back" />
          </button>
          <span className="auth__bar-title">{tc('appName')}</span>
        </div>
      ) : (
        <header className="auth__hero">
          <span className="auth__logo">
            <Icon name="gift" size={40} strokeWidth={1.8} />
            {tc('appName')}
          </span>
          <p className="auth__tagline">{t('brand.tagline')}</p>
        </header>
      )}
      <section className={`auth__card${back ? ' auth__card--plain' : ''}`} aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth__title">
          {title}
        </h1>
        {subtitle && <p className="auth__subtitle">{subtitle}</p>}
        {children}
      </section>
      {after}
    </div>
  );
}
