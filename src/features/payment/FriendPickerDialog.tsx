import { useEffect, useId, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ApiCallError, callApi } from '../../lib/api-client.ts';
import type { Friend } from '../friends/friends-api.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/payment.ts';

/** "Ugift Friends": search the member's friends by name and send the order to one (order/send_order). */
export default function FriendPickerDialog({
  open,
  onClose,
  onSend,
  busy,
}: {
  open: boolean;
  onClose: () => void;
  onSend: (f: Friend) => void;
  busy: boolean;
}) {
  const { t } = useT('payment');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [friends, setFriends] = useState<Friend[] | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    const timer = setTimeout(() => {
      callApi('profile', 'list_friend', { order_by: 'ASC', ...(query.trim() ? { filter_by_name: query.trim() } : {}) })
        .then((a) => {
          if (live) {
            setFriends(a.table);
            setUnavailable(false);
          }
        })
        .catch((e) => {
          if (live) {
            setFriends([]);
            setUnavailable(e instanceof ApiCallError && e.status === 404);
          }
        });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, query]);

  return (
    <Dialog
      open={open}
      title={t('picker.title')}
      onClose={onClose}
      variant="sheet"
      actions={
        <Button variant="ghost" onClick={onClose}>
          {t('picker.close')}
        </Button>
      }
    >
      <label className="ui-field__label" htmlFor={searchId}>
        {t('picker.search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="ui-field__control"
        style={{ width: '100%', marginBottom: 12 }}
        placeholder={t('picker.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {friends === null ? (
        <div className="skeleton" style={{ height: 100 }} />
      ) : unavailable ? (
        <p>{t('picker.unavailable')}</p>
      ) : friends.length === 0 ? (
        <p>{query.trim() ? t('picker.noResult') : t('picker.empty')}</p>
      ) : (
        <ul className="friend-list">
          {friends.map((f) => (
            <li key={f.friend_id}>
              {f.friend_profile_picture ? (
                <img src={f.friend_profile_picture} alt="" width="40" height="40" />
              ) : (
                <span className="friend-list__initial" aria-hidden="true">
                  {f.friend_name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <span className="friend-list__name">{f.friend_name}</span>
              <Button onClick={() => onSend(f)} busy={busy} aria-label={t('picker.sendTo', { name: f.friend_name })}>
                {t('picker.send')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
