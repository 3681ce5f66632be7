import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { href } from '../../lib/paths.ts';

/** Back button, the page title (its h1) and an optional action, for the catalogue screens without tabs. */
export default function CatalogueTopBar({
  title,
  fallback = 'home',
  action,
  children,
}: {
  title: string;
  fallback?: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useT('common');
  const back = () => {
    if (document.referrer.startsWith(window.location.origin) && window.history.length > 1) window.history.back();
    else window.location.assign(href(fallback));
  };
  return (
    <header className="topbar catalogue-topbar">
      <button type="button" onClick={back} aria-label={t('actions.back')} data-testid="back">
        <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </button>
      {children ?? <h1>{title}</h1>}
      <span className="catalogue-topbar__action">{action}</span>
    </header>
  );
}
