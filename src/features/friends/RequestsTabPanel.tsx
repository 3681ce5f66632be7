import { useState } from 'react';
import { href } from '../../lib/paths.ts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/friends.ts';
import FriendRow from './FriendRow.tsx';
import type { FriendRequest } from './friends-api.ts';

/** The requests tab: Approve and Remove per request. */
export default function RequestsTabPanel({
  requests,
  onAnswer,
}: {
  requests: FriendRequest[] | null;
  onAnswer: (r: FriendRequest, approve: boolean) => Promise<void>;
}) {
  const { t } = useT('friends');
  const { t: tc } = useT('common');
  const [busy, setBusy] = useState<string | null>(null);
  if (requests === null) return <div className="skeleton friends-skeleton" />;
  if (requests.length === 0)
    return (
      <EmptyState
        art="people"
        text={t('empty.requests')}
        testId="requests-empty"
        action={
          <a className="ui-button ui-button--primary" href={href('invite-friend')}>
            {tc('actions.inviteFriends')}
          </a>
        }
      />
    );
  const answer = (r: FriendRequest, approve: boolean) => {
    setBusy(`${r.member_id}:${approve}`);
    onAnswer(r, approve).finally(() => setBusy(null));
  };
  return (
    <ul className="friend-list card">
      {requests.map((r) => (
        <FriendRow key={r.member_id} name={r.friend_name} picture={r.friend_profile_picture} testId="request-row">
          <Button
            busy={busy === `${r.member_id}:true`}
            onClick={() => answer(r, true)}
            aria-label={t('approveFor', { name: r.friend_name })}
          >
            {t('approve')}
          </Button>
          <Button
            variant="secondary"
            busy={busy === `${r.member_id}:false`}
            onClick={() => answer(r, false)}
            aria-label={t('removeFor', { name: r.friend_name })}
          >
            {t('remove')}
          </Button>
        </FriendRow>
      ))}
    </ul>
  );
}
