import { useEffect, useId, useState } from 'react';
import { sendOrder } from './order-api.ts';
import { listFriends } from '../friends/friends-api.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import type { Friend } from '../friends/friends-api.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/orders.ts';
import { href } from '../../lib/paths.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import Avatar from '../profile/Avatar.tsx';
import { shareOrCopy } from '../../lib/share-or-copy.ts';

export interface SendToFriendsProps {
  open: boolean;
  orderId: number;
  /** the order's share id (the link carries it, never the order id) */
  shareId: string;
  senderName: string;
  onClose: () => void;
  /** send_order answered; message is the server's */
  onSent: (message: string) => void;
  onFailed: (message: string) => void;
}

/** The share link of a gift: the share page with the order's share id. */
export function shareLink(shareId: string): string {
  return `${window.location.origin}${href('giftcard-share', { id: shareId })}`;
}

/**
 * "Send to friends": search the friends list by name and Send to one of them (send_order), or "Social Share" the
 * link: the share text and link are copied ("Copied") and handed to the Web Share API where the browser has one.
 */
export function SendToFriendsDialog({ open, orderId, shareId, senderName, onClose, onSent, onFailed }: SendToFriendsProps) {
  const { t } = useT('orders');
  const errorText = useErrorText();
  const searchId = useId();
  const [name, setName] = useState('');
  const [friends, setFriends] = useState<Friend[] | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    const timer = setTimeout(
      () => {
        listFriends(name.trim())
          .then((a) => live && setFriends(a.table))
          .catch(() => live && setFriends([]));
      },
      name ? 250 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, name]);

  useEffect(() => {
    if (!open) setCopied(false);
  }, [open]);

  const send = async (friend: Friend) => {
    setSending(friend.friend_id);
    try {
      onSent(await sendOrder(orderId, friend.friend_id));
    } catch (error) {
      onFailed(errorText(error));
    } finally {
      setSending(null);
    }
  };

  const socialShare = async () => {
    const text = t('send.shareText', { name: senderName });
    const url = shareLink(shareId);
    setCopied((await shareOrCopy({ title: t('send.title'), text, url })) === 'copied');
  };

  const empty = name.trim() ? t('send.noResult') : t('send.noFriends');
  return (
    <Dialog
      open={open}
      title={t('send.title')}
      onClose={onClose}
      variant="sheet"
      actions={
        <div className="send-actions">
          <Button variant="secondary" onClick={socialShare} disabled={!shareId} data-testid="social-share">
            {copied ? t('send.copied') : t('send.socialShare')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('send.close')}
          </Button>
        </div>
      }
    >
      <div className="ui-field send-search">
        <label className="ui-field__label" htmlFor={searchId}>
          {t('send.search')}
        </label>
        <div className="ui-field__control">
          <input
            id={searchId}
            className="ui-field__input"
            type="search"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('send.search')}
          />
        </div>
      </div>
      {friends === null && <div className="skeleton" style={{ height: 120 }} aria-busy="true" />}
      {friends !== null && friends.length === 0 && <p className="empty">{empty}</p>}
      {friends !== null && friends.length > 0 && (
        <ul className="send-friends">
          {friends.map((f) => (
            <li key={f.friend_id} className="send-friend" data-testid="send-friend">
              <Avatar name={f.friend_name} src={f.friend_profile_picture || undefined} size={40} />
              <span className="send-friend__name">{f.friend_name}</span>
              <Button
                onClick={() => send(f)}
                busy={sending === f.friend_id}
                disabled={sending !== null}
                aria-label={t('send.sendTo', { name: f.friend_name })}
              >
                {t('send.send')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
