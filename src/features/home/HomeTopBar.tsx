import { useStore } from '@nanostores/react';
import { $basketCount, $isMember } from '../../lib/session-store.ts';
import { href } from '../../lib/paths.ts';
import { useT } from '../../lib/i18n.ts';

/** Home top bar: the brand and the basket icon with its count badge (hidden for guests and at zero). */
export default function HomeTopBar() {
  const { t } = useT('common');
  const member = useStore($isMember);
  const count = useStore($basketCount);
  const showBadge = member && count > 0;
  return (
    <header className="topbar">
      <span style={{ fontWeight: 800, fontSize: '1.2rem', flex: 1 }}>{t('appName')}</span>
      <a href={href('basket')} aria-label={showBadge ? t('home.basketCount', { count }) : t('home.basket')} data-testid="basket-link">
        <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true"><path d="M3 4h2l2.4 11h11l2-8H6.2" /><circle cx="9" cy="19.5" r="1.5" /><circle cx="17" cy="19.5" r="1.5" /></svg>
        {showBadge && <span className="badge" data-testid="basket-badge">{count}</span>}
      </a>
    </header>
  );
}
