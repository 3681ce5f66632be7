import { useEffect, useId, useState } from 'react';
import { readdressRecipient } from './order-api.ts';
import { type Friend, listFriends } from '../friends/friends-api.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/order.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import Avatar from '../../components/shop/Avatar.tsx';
import PhoneFields from '../account/PhoneFields.tsx';
import { formatPhone, joinPhone } from '../../shared/phone.ts';
import { deliverAtText } from '../../lib/gift-words.ts';
import type { OrderDetail } from './order-types.ts';
import './gift-delivery.css';
import './send-dialog.css';

interface ChangeRecipientProps {
  order: OrderDetail;
  onChanged: () => Promise<void> | void;
  alert: (title: string, message: string, options?: { tone?: 'info' | 'danger' | 'success' }) => void;
}

/**
 * "Wrong recipient? Change it" (decision 0269): until a gift to a friend or a phone is opened, its sender picks another
 * friend or types another number; the gift leaves the wrong recipient and its old link stops working.
 */
export function ChangeRecipient({ order, onChanged, alert }: ChangeRecipientProps) {
  const { t } = useT('order');
  const tt = t as (key: string, options?: Record<string, unknown>) => string;
  const errorText = useErrorText();
  const searchId = useId();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState<'friend' | 'phone'>('friend');
  const [name, setName] = useState('');
  const [friends, setFriends] = useState<Friend[] | null>(null);
  const [code, setCode] = useState('65');
  const [number, setNumber] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [sending, setSending] = useState<number | 'phone' | null>(null);

  useEffect(() => {
    if (!open || to !== 'friend') return;
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
  }, [open, name, to]);

  if (!order.actions.readdress || order.email_delivery) return null;

  const change = async (recipient: { recipientId: number } | { recipientPhone: string }, key: number | 'phone') => {
    setSending(key);
    try {
      const done = await readdressRecipient(order.id, recipient);
      const who = done.recipientName || ('recipientPhone' in recipient ? formatPhone(recipient.recipientPhone) : '');
      setOpen(false);
      await onChanged();
      const message =
        done.orderStatus === 'Scheduled'
          ? t('delivery.scheduledMessage', { name: who, date: deliverAtText(tt, order.deliver_at ?? 0) })
          : done.orderStatus === 'Waiting'
            ? t('delivery.phoneSentMessage', { name: who })
            : t('delivery.sentMessage', { name: who });
      alert(t('delivery.changedRecipient'), message, { tone: 'success' });
    } catch (error) {
      alert(t('delivery.changeRecipientFailed'), errorText(error));
    } finally {
      setSending(null);
    }
  };

  const toPhone = () => {
    const digits = number.replace(/\D/g, '');
    if (!code || digits.length < 6) {
      setPhoneError(t('delivery.phoneInvalid'));
      return;
    }
    setPhoneError('');
    void change({ recipientPhone: joinPhone(code, digits) }, 'phone');
  };

  const others = (friends ?? []).filter((f) => f.friend_id !== order.recipient_id);
  return (
    <section className="card order-section" data-testid="change-recipient">
      <Button variant="secondary" block onClick={() => setOpen(true)} data-testid="change-recipient-open">
        {t('delivery.changeRecipient')}
      </Button>
      <Dialog
        open={open}
        title={t('delivery.changeRecipientTitle')}
        onClose={() => setOpen(false)}
        variant="sheet"
        actions={
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('delivery.cancel')}
          </Button>
        }
      >
        <p className="hint">{t('delivery.changeRecipientIntro')}</p>
        <fieldset className="send-choice">
          <legend>{t('delivery.to')}</legend>
          <div className="send-choice__options">
            <label className="send-choice__option">
              <input type="radio" name="change-to" value="friend" checked={to === 'friend'} onChange={() => setTo('friend')} />
              {t('delivery.toFriend')}
            </label>
            <label className="send-choice__option">
              <input type="radio" name="change-to" value="phone" checked={to === 'phone'} onChange={() => setTo('phone')} />
              {t('delivery.toPhone')}
            </label>
          </div>
        </fieldset>
        {to === 'phone' ? (
          <div className="send-phone">
            <PhoneFields code={code} onCode={setCode} number={number} onNumber={setNumber} />
            {phoneError && (
              <p className="ui-field__error" role="alert">
                {phoneError}
              </p>
            )}
            <p className="hint">{t('delivery.phoneHint')}</p>
            <Button block onClick={toPhone} busy={sending === 'phone'} disabled={sending !== null} data-testid="change-to-phone">
              {t('delivery.sendToPhone')}
            </Button>
          </div>
        ) : (
          <>
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
            {friends !== null && others.length === 0 && <p className="empty">{name.trim() ? t('send.noResult') : t('send.noFriends')}</p>}
            {others.length > 0 && (
              <ul className="send-friends">
                {others.map((f) => (
                  <li key={f.friend_id} className="send-friend" data-testid="change-friend">
                    <Avatar name={f.friend_name} src={f.friend_profile_picture || undefined} size={40} />
                    <span className="send-friend__name">{f.friend_name}</span>
                    <Button
                      onClick={() => change({ recipientId: f.friend_id }, f.friend_id)}
                      busy={sending === f.friend_id}
                      disabled={sending !== null}
                      aria-label={t('delivery.sendInstead', { name: f.friend_name })}
                    >
                      {t('delivery.sendHere')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Dialog>
    </section>
  );
}
