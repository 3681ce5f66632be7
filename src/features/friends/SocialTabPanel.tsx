import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/friends.ts';
import FriendRow from './FriendRow.tsx';
import { FACEBOOK_APP_ID } from './facebook-connect.ts';
import { listSocial, type SocialFriend } from './friends-api.ts';

/**
 * The social tab: the member's social contacts who use the product, each with Add / Requested /
 * Pending Approval (opens the requests tab) / Added; a connect button while no social account is linked.
 */
export default function SocialTabPanel({
  connected,
  reloadKey,
  onAdd,
  onOpenRequests,
  onConnect,
}: {
  connected: boolean;
  reloadKey: number;
  onAdd: (p: SocialFriend) => Promise<void>;
  onOpenRequests: () => void;
  onConnect: () => Promise<void>;
}) {
  const { t } = useT('friends');
  const [people, setPeople] = useState<SocialFriend[] | null>(null);
  const [busy, setBusy] = useState<number | 'connect' | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the trigger that reloads the list
  useEffect(() => {
    if (!connected) return;
    let live = true;
    setPeople(null);
    listSocial().then(
      (r) => live && setPeople(r),
      () => live && setPeople([]),
    );
    return () => {
      live = false;
    };
  }, [connected, reloadKey]);

  if (!connected) {
    return (
      <div className="empty" data-testid="social-empty">
        <p>{t('empty.social')}</p>
        <Button
          busy={busy === 'connect'}
          disabled={!FACEBOOK_APP_ID}
          onClick={() => {
            setBusy('connect');
            onConnect().finally(() => setBusy(null));
          }}
        >
          {t('connect')}
        </Button>
        {!FACEBOOK_APP_ID && <p className="friends-note">{t('connectUnavailable')}</p>}
      </div>
    );
  }
  if (people === null) return <div className="skeleton friends-skeleton" />;
  if (people.length === 0)
    return (
      <p className="empty" data-testid="social-none">
        {t('empty.friends')}
      </p>
    );
  return (
    <ul className="friend-list card">
      {people.map((p) => (
        <FriendRow key={p.id} name={p.name} picture={p.profile_picture} testId="social-row">
          {p.status === '' && (
            <Button
              busy={busy === p.id}
              onClick={() => {
                setBusy(p.id);
                onAdd(p).finally(() => setBusy(null));
              }}
            >
              {t('status.add')}
            </Button>
          )}
          {p.status === 'Pending' && (
            <Button variant="secondary" disabled>
              {t('status.requested')}
            </Button>
          )}
          {p.status === 'Pending Approval' && (
            <Button variant="secondary" onClick={onOpenRequests}>
              {t('status.pendingApproval')}
            </Button>
          )}
          {p.status === 'Accepted' && (
            <Button variant="ghost" disabled>
              {t('status.added')}
            </Button>
          )}
        </FriendRow>
      ))}
    </ul>
  );
}
