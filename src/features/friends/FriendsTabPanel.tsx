import { useEffect, useState } from 'react';
import { href } from '../../lib/paths.ts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Sheet } from '../../components/ui/Sheet.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/friends.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import FriendRow from './FriendRow.tsx';
import { listFriends, type Friend } from './friends-api.ts';

/** The friends tab: search by name (from the first letter), the list, and per friend a menu to unfriend. */
export default function FriendsTabPanel({ reloadKey, onUnfriend }: { reloadKey: number; onUnfriend: (f: Friend) => Promise<void> }) {
  const { t } = useT('friends');
  const { t: tc } = useT('common');
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState('');
  const [friends, setFriends] = useState<Friend[] | null>(null);
  const [menu, setMenu] = useState<Friend | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setFilter(query.trim()), 250);
    return () => clearTimeout(timer);
  }, [query]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the trigger that reloads the list
  useEffect(() => {
    let live = true;
    setFriends(null);
    listFriends(filter).then(
      (r) => live && setFriends(r.table),
      () => live && setFriends([]),
    );
    return () => {
      live = false;
    };
  }, [filter, reloadKey]);

  const unfriend = async () => {
    if (!menu) return;
    setBusy(true);
    try {
      await onUnfriend(menu);
      setMenu(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="friends-search">
        <label htmlFor="friend-search" className="visually-hidden">
          {t('searchLabel')}
        </label>
        <Icon name="search" size={20} strokeWidth={1.8} />
        <input
          id="friend-search"
          type="search"
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </div>
      {friends === null ? (
        <div className="skeleton friends-skeleton" />
      ) : friends.length === 0 ? (
        <EmptyState
          art={filter ? 'search' : 'people'}
          text={filter ? t('empty.search') : t('empty.friends')}
          testId="friends-empty"
          action={
            <a className="ui-button ui-button--primary" href={href('invite-friend')}>
              {tc('actions.inviteFriends')}
            </a>
          }
        />
      ) : (
        <ul className="friend-list card">
          {friends.map((f) => (
            <FriendRow key={f.friend_id} name={f.friend_name} picture={f.friend_profile_picture} testId="friend-row">
              <button
                type="button"
                className="friend-row__menu"
                aria-label={t('menuFor', { name: f.friend_name })}
                onClick={() => setMenu(f)}
              >
                <Icon name="more" size={24} strokeWidth={1.8} />
              </button>
            </FriendRow>
          ))}
        </ul>
      )}
      <Sheet open={menu !== null} title={menu?.friend_name ?? ''} onClose={() => setMenu(null)}>
        <div className="friends-sheet">
          <Button variant="danger" block busy={busy} onClick={() => void unfriend()}>
            {t('unfriend', { name: menu?.friend_name ?? '' })}
          </Button>
          <Button variant="secondary" block onClick={() => setMenu(null)}>
            {tc('actions.cancel')}
          </Button>
        </div>
      </Sheet>
    </>
  );
}
