import { useEffect } from 'react';
import { useClientStore } from '../../lib/use-client-store.ts';
import { href } from '../../lib/paths.ts';
import { useT } from '../../lib/i18n.ts';
import { $unreadCount, refreshUnreadCount } from '../notification/notification-api.ts';

export type TabKey = 'home' | 'wallet' | 'customise' | 'notifications' | 'profile';

const TABS: Array<{ key: TabKey; route: string; icon: string }> = [
  { key: 'home', route: 'home', icon: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  {
    key: 'wallet',
    route: 'vouchers',
    icon: 'M3 7a2 2 0 0 1 2-2h13v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm13 6a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0z',
  },
  {
    key: 'customise',
    route: 'gift-card',
    icon: 'M4 8h16v4H4zm1 4h14v8H5zm7-4v12M12 8c-2-4-6-4-6-1.5S10 8 12 8zm0 0c2-4 6-4 6-1.5S14 8 12 8z',
  },
  { key: 'notifications', route: 'notification', icon: 'M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0' },
  { key: 'profile', route: 'profile', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0' },
];

/** The bottom tab bar, shown only on its five routes. */
export default function TabBar({ active }: { active: TabKey }) {
  const { t } = useT('common');
  // Another island may have set the count before this one hydrates; the first render must match the HTML (0).
  const unread = useClientStore($unreadCount, 0);
  // the notification screen sets the count itself
  useEffect(() => {
    if (active !== 'notifications') void refreshUnreadCount();
  }, [active]);
  return (
    <nav className="tabbar" aria-label={t('tabs.label')}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.key}>
            <a href={href(tab.route)} aria-current={tab.key === active ? 'page' : undefined} data-tab={tab.key}>
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
                <path d={tab.icon} />
              </svg>
              <span>{t(`tabs.${tab.key}`)}</span>
              {tab.key === 'notifications' && unread > 0 && (
                <span className="badge">
                  <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                  <span className="visually-hidden">{t('tabs.unread', { count: unread })}</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
