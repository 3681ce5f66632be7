import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { useT } from '../../lib/i18n.ts';
import { href } from '../../lib/paths.ts';

/**
 * The one top bar of a screen without tabs: a back button when `back` names where to go without history, the title
 * (the page's h1, or `children` in its place, e.g. a search box) and an optional action on the right.
 */
export default function TopBar({
  title,
  back,
  action,
  children,
  className = '',
}: {
  title: string;
  /** the route the back button opens when there is no page of the shop to go back to; no back button when absent */
  back?: string;
  action?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useT('common');
  const goBack = () => {
    if (document.referrer.startsWith(window.location.origin) && window.history.length > 1) window.history.back();
    else if (back) window.location.assign(href(back));
  };
  return (
    <header className={`topbar ${className}`.trim()}>
      {back ? (
        <button type="button" onClick={goBack} aria-label={t('actions.back')} data-testid="back">
          <Icon name="back" />
        </button>
      ) : (
        <span className="topbar__side" aria-hidden="true" />
      )}
      {children ?? <h1>{title}</h1>}
      {action ? <span className="topbar__side">{action}</span> : <span className="topbar__side" aria-hidden="true" />}
    </header>
  );
}
