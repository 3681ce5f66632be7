import { useCallback, useEffect, useRef, useState } from 'react';
import { apiLangKey, useT } from '../../lib/i18n.ts';
import { isNotificationEvent, paramsIn } from '../../shared/notification-text.ts';
import '../../lib/i18n-eng/notification.ts';
import '../../lib/i18n-eng/group-gift.ts';
import { displayDateTime } from '../../lib/dates.ts';
import { go, href } from '../../lib/paths.ts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import type { NotificationItem } from '../../shared/api/schemas/notification.ts';
import { Button } from '../../components/ui/Button.tsx';
import GuestPrompt from '../../components/ui/GuestPrompt.tsx';
import SessionPending from '../../components/ui/SessionPending.tsx';
import ListSkeleton from '../../components/ui/ListSkeleton.tsx';
import SafeImage from '../../components/ui/SafeImage.tsx';
import TopBar from '../../components/ui/TopBar.tsx';
import { useSessionState } from '../../lib/use-session-state.ts';
import NotificationIcon from './NotificationIcon.tsx';
import { $unreadCount, listNotifications, readNotification } from './notification-api.ts';
import { notificationTarget } from './notification-target.ts';
import './notification.css';

/** /notification: the member's notifications; a tap marks one read and goes where its type leads (spec). */
export default function NotificationScreen() {
  const { t } = useT('notification');
  const viewer = useSessionState().kind;
  return (
    <>
      <TopBar title={t('title')} />
      {viewer === 'unknown' && (
        <SessionPending>
          <div className="notices-page">
            <ListSkeleton />
          </div>
        </SessionPending>
      )}
      {viewer === 'guest' && <GuestPrompt />}
      {viewer === 'member' && <MemberNotifications />}
    </>
  );
}

function MemberNotifications() {
  const { t, i18n } = useT('notification');
  const { t: tc } = useT('common');
  const { t: tg } = useT('group-gift');
  /** The notice in the reader's language: its event's template with the parameters in that language; older notices keep their text. */
  const textOf = (n: NotificationItem): string => {
    if (!isNotificationEvent(n.event)) return n.message;
    const values = paramsIn(n.params ?? {}, apiLangKey(i18n.language));
    if (values.name === '') values.name = t('events.someone');
    return t(`events.${n.event}` as 'events.giftReceived', values);
  };
  const [items, setItems] = useState<NotificationItem[]>([]);
  const [total, setTotal] = useState(0);
  const [state, setState] = useState<'loading' | 'ready'>('loading');
  const [more, setMore] = useState(false);
  const busy = useRef(false);

  const reload = useCallback(async () => {
    try {
      const page = await listNotifications(0);
      setItems(page.items);
      setTotal(page.total);
      $unreadCount.set(page.unread);
    } catch {
      // notification calls fail silently (spec)
    }
    setState('ready');
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const loadMore = async () => {
    setMore(true);
    try {
      const page = await listNotifications(items.length);
      setItems((prev) => [...prev, ...page.items.filter((n) => !prev.some((p) => p.id === n.id))]);
      setTotal(page.total);
    } catch {
      // silent
    }
    setMore(false);
  };

  const open = async (n: NotificationItem) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (n.is_read !== '1') {
        $unreadCount.set(await readNotification(n.id));
        setItems((prev) => prev.map((p) => (p.id === n.id ? { ...p, is_read: '1' } : p)));
      }
    } catch {
      // silent: still go where the notification leads
    }
    const target = notificationTarget(n.type, n.related_id);
    if (target.kind === 'route') {
      go(target.route, target.query);
      return;
    }
    await reload();
    busy.current = false;
  };

  if (state === 'loading')
    return (
      <div className="notices-page">
        <ListSkeleton />
      </div>
    );
  if (items.length === 0) {
    return (
      <EmptyState
        art="bell"
        text={t('empty')}
        testId="notifications-empty"
        action={
          <a className="ui-button ui-button--primary" href={href('categories')}>
            {tc('actions.sendGift')}
          </a>
        }
      />
    );
  }
  return (
    <>
      <ul className="notices" aria-label={t('listLabel')} data-testid="notification-list">
        {items.map((n) => {
          const unread = n.is_read !== '1';
          return (
            <li key={n.id}>
              <button
                type="button"
                className={`card notice${unread ? ' notice--unread' : ''}`}
                onClick={() => void open(n)}
                data-testid="notification"
                data-type={n.type}
                data-read={unread ? '0' : '1'}
              >
                {n.image ? (
                  <SafeImage className="notice__image" src={n.image} width={52} height={52} />
                ) : (
                  <NotificationIcon type={n.type} />
                )}
                <span className="notice__body">
                  <span className="visually-hidden">{unread ? t('unread') : t('read')}</span>
                  <span className="notice__message">{textOf(n)}</span>
                  <span className="notice__date">{displayDateTime(n.created_date)}</span>
                </span>
                {unread && <span className="notice__dot" aria-hidden="true" />}
              </button>
              {n.type === 'birthday' && /^\d+$/.test(n.related_id) && (
                // a friend's birthday: beside "Send a gift", friends can give one together (decision 0258)
                <a
                  className="notice__action"
                  href={href('group-gift-start', { friend: n.related_id, birthday: 1 })}
                  data-testid="notice-group-gift"
                >
                  {tg('entry.birthday')}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {items.length < total && (
        <div className="notices-more">
          <Button variant="secondary" onClick={() => void loadMore()} busy={more}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
