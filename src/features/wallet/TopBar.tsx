import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { href } from '../../lib/paths.ts';

/** The wallet screens' top bar: an optional back button, the title (the page's h1) and an optional action. */
export default function TopBar({ title, back, action }: { title: string; back?: string; action?: ReactNode }) {
  const { t } = useT('common');
  const goBack = () => {
    if (document.referrer.startsWith(window.location.origin) && window.history.length > 1) window.history.back();
    else if (back) window.location.assign(href(back));
  };
  return (
    <header className="topbar">
      {back ? (
        <button type="button" onClick={goBack} aria-label={t('actions.back')} data-testid="back">
          <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
      ) : (
        <span className="wallet-topbar__spacer" aria-hidden="true" />
      )}
      <h1>{title}</h1>
      {action ?? <span className="wallet-topbar__spacer" aria-hidden="true" />}
    </header>
  );
}
