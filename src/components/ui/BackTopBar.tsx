import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { href } from '../../lib/paths.ts';

/** The top bar of a screen without tabs: a back button, the title (the page's h1) and an optional action. */
export default function BackTopBar({ title, fallback = 'profile', action }: { title: string; fallback?: string; action?: ReactNode }) {
  const { t } = useT('common');
  const back = () => {
    if (document.referrer.startsWith(window.location.origin) && window.history.length > 1) window.history.back();
    else window.location.assign(href(fallback));
  };
  return (
    <header className="topbar">
      <button type="button" onClick={back} aria-label={t('actions.back')}>
        <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </button>
      <h1>{title}</h1>
      <span style={{ minWidth: 44, display: 'inline-flex', justifyContent: 'center' }}>{action}</span>
    </header>
  );
}
