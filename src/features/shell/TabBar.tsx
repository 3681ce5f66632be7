import { useEffect } from 'react';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import { useClientStore } from '../../lib/use-client-store.ts';
import { href } from '../../lib/paths.ts';
import { useT } from '../../lib/i18n.ts';
import { $unreadCount, refreshUnreadCount } from '../notification/notification-api.ts';

export type TabKey = 'home' | 'wallet' | 'customise' | 'notifications' | 'profile';

const TABS: Array<{ key: TabKey; route: string; icon: IconName }> = [
  { key: 'home', route: 'home', icon: 'home' },
  { key: 'wallet', route: 'vouchers', icon: 'wallet' },
  { key: 'customise', route: 'gift-card', icon: 'gift' },
  { key: 'notifications', route: 'notification', icon: 'bell' },
  { key: 'profile', route: 'profile', icon: 'person' },
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
              <Icon name={tab.icon} strokeWidth={1.8} />
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
