import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useErrorText } from '../../lib/use-error-text.ts';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/friends.ts';
import { href, queryParam } from '../../lib/paths.ts';
import { useRequireMember } from '../../lib/route-guard.ts';
import TopBar from '../../components/ui/TopBar.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { loadProfile } from '../profile/profile-api.ts';
import { connectFacebook } from './facebook-connect.ts';
import {
  asTab,
  friendAction,
  FRIENDS_TABS,
  listRequests,
  type Friend,
  type FriendRequest,
  type FriendsTab,
  type SocialFriend,
} from './friends-api.ts';
import FriendsTabPanel from './FriendsTabPanel.tsx';
import RequestsTabPanel from './RequestsTabPanel.tsx';
import SocialTabPanel from './SocialTabPanel.tsx';
import './friends.css';

const TAB_KEY: Record<FriendsTab, 'friends' | 'social' | 'requests'> = {
  list_friend: 'friends',
  list_facebook: 'social',
  list_friend_request: 'requests',
};

/** /friends?type=list_friend|list_facebook|list_friend_request */
export default function FriendsScreen() {
  const { t } = useT('friends');
  const { t: tc } = useT('common');
  const errorText = useErrorText();
  const user = useRequireMember();
  const { alert, dialog } = useAlert();
  const [tab, setTab] = useState<FriendsTab>('list_friend');
  const [reloadKey, setReloadKey] = useState(0);
  const [requests, setRequests] = useState<FriendRequest[] | null>(null);
  const [requestCount, setRequestCount] = useState(0);
  const [connected, setConnected] = useState<boolean | null>(null);

  useEffect(() => setTab(asTab(queryParam('type'))), []);

  const loadRequests = useCallback(() => {
    listRequests().then(
      (r) => {
        setRequests(r.table);
        setRequestCount(r.total);
      },
      () => setRequests([]),
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the trigger that reloads the list
  useEffect(() => {
    if (!user) return;
    loadRequests();
    loadProfile().then(
      (p) => setConnected(p.fb_account_id !== ''),
      () => setConnected(false),
    );
  }, [user, loadRequests, reloadKey]);

  const choose = (next: FriendsTab) => {
    setTab(next);
    const url = new URL(window.location.href);
    url.searchParams.set('type', next);
    window.history.replaceState(null, '', url);
    setReloadKey((k) => k + 1);
  };

  const onTabKey = (e: KeyboardEvent) => {
    const i = FRIENDS_TABS.indexOf(tab);
    const next = e.key === 'ArrowRight' ? FRIENDS_TABS[(i + 1) % 3] : e.key === 'ArrowLeft' ? FRIENDS_TABS[(i + 2) % 3] : null;
    if (!next) return;
    e.preventDefault();
    choose(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  const run = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (error) {
      alert(tc('errors.generic'), errorText(error));
    }
    setReloadKey((k) => k + 1);
  };

  const unfriend = (f: Friend) => run(() => friendAction('remove_friend', f.friend_id));
  const add = (p: SocialFriend) => run(() => friendAction('add_friend', p.id));
  const answer = (r: FriendRequest, approve: boolean) => run(() => friendAction(approve ? 'accept_friend' : 'reject_friend', r.member_id));
  const connect = async () => {
    try {
      await connectFacebook();
      setReloadKey((k) => k + 1);
    } catch (error) {
      alert(t('loginFailed'), errorText(error));
    }
  };

  return (
    <>
      <TopBar title={t('title')} back="profile" />
      <div className="friends">
        <div role="tablist" aria-label={t('title')} className="friends-tabs" onKeyDown={onTabKey}>
          {FRIENDS_TABS.map((key) => (
            <button
              key={key}
              id={`tab-${key}`}
              type="button"
              role="tab"
              aria-selected={tab === key}
              aria-controls="friends-panel"
              tabIndex={tab === key ? 0 : -1}
              className="friends-tabs__tab"
              onClick={() => choose(key)}
            >
              {t(`tabs.${TAB_KEY[key]}`)}
              {key === 'list_friend_request' && requestCount > 0 && (
                <span className="badge" data-testid="request-count">
                  {requestCount}
                </span>
              )}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="friends-panel" aria-labelledby={`tab-${tab}`} className="friends-panel">
          {!user ? (
            <div className="skeleton friends-skeleton" />
          ) : (
            <>
              {tab === 'list_friend' && <FriendsTabPanel reloadKey={reloadKey} onUnfriend={unfriend} />}
              {tab === 'list_facebook' &&
                (connected === null ? (
                  <div className="skeleton friends-skeleton" />
                ) : (
                  <SocialTabPanel
                    connected={connected}
                    reloadKey={reloadKey}
                    onAdd={add}
                    onOpenRequests={() => choose('list_friend_request')}
                    onConnect={connect}
                  />
                ))}
              {tab === 'list_friend_request' && <RequestsTabPanel requests={requests} onAnswer={answer} />}
            </>
          )}
        </div>
      </div>
      <a className="friends-invite-bar" href={href('invite-friend')}>
        <Icon name="invite" size={22} strokeWidth={1.8} />
        <span>{t('inviteBar')}</span>
        <Icon name="forward" size={18} strokeWidth={1.8} />
      </a>
      {dialog}
    </>
  );
}
