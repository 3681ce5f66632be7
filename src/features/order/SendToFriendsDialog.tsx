import { useEffect, useId, useState } from 'react';
import { type GiftRecipient, sendOrder } from './order-api.ts';
import '../../lib/i18n-eng/group-gift.ts';
import { listFriends } from '../friends/friends-api.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import type { Friend } from '../friends/friends-api.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/order.ts';
import '../../lib/i18n-eng/email-gift.ts';
import { href } from '../../lib/paths.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import Avatar from '../../components/shop/Avatar.tsx';
import PhoneFields from '../account/PhoneFields.tsx';
import { shareOrCopy } from '../../lib/share-or-copy.ts';
import { formatPhone, joinPhone } from '../../shared/phone.ts';
import { deliverAtText } from '../../lib/gift-words.ts';
import { defaultDeliverAt, deliverAtBounds, deliverAtSeconds, deviceZoneLabel } from '../../lib/deliver-time.ts';
import { GiftChoicesPicker } from './GiftChoicesPicker.tsx';
import type { OrderLine } from './order-types.ts';
import './gift-delivery.css';
import './send-dialog.css';

export type SendWhen = 'now' | 'later';

export interface SendToFriendsProps {
  open: boolean;
  orderId: number;
  /** the order's share id (the link carries it, never the order id) */
  shareId: string;
  senderName: string;
  /** which time choice the dialog opens with (the payment screen's Schedule opens it on "later") */
  initialWhen?: SendWhen;
  onClose: () => void;
  /** send_order answered: a plain title and what happens next, in the reader's words (decision 0241) */
  onSent: (title: string, message: string) => void;
  onFailed: (message: string) => void;
  /** the gift's one product line, when the sender may let the recipient pick among others (decision 0265) */
  choiceLine?: OrderLine;
}

/** The share link of a gift: the share page with the order's share id. */
export function shareLink(shareId: string): string {
  return `${window.location.origin}${href('giftcard-share', { id: shareId })}`;
}

/**
 * "Send to friends": to a friend (search the friends list by name and Send to one) or to a phone number (the login
 * form's country code and number), now or at a chosen date and time; or "Social Share" the link: the share
 * text and link are copied ("Copied") and handed to the Web Share API where the browser has one.
 */
export function SendToFriendsDialog({
  open,
  orderId,
  shareId,
  senderName,
  initialWhen = 'now',
  onClose,
  onSent,
  onFailed,
  choiceLine,
}: SendToFriendsProps) {
  const { t, i18n } = useT('order');
  const { t: te } = useT('email-gift');
  const { t: tg } = useT('group-gift');
  const tt = t as (key: string, options?: Record<string, unknown>) => string;
  const errorText = useErrorText();
  const searchId = useId();
  const [name, setName] = useState('');
  const [friends, setFriends] = useState<Friend[] | null>(null);
  const [sending, setSending] = useState<number | 'phone' | 'email' | null>(null);
  const [copied, setCopied] = useState(false);
  const [to, setTo] = useState<'friend' | 'phone' | 'email'>('friend');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState('');
  const [when, setWhen] = useState<SendWhen>(initialWhen);
  const [deliverAt, setDeliverAt] = useState(() => defaultDeliverAt());
  const [deliverError, setDeliverError] = useState('');
  const [code, setCode] = useState('65');
  const [number, setNumber] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [choiceIds, setChoiceIds] = useState<number[]>([]);

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

  useEffect(() => {
    if (!open) {
      setCopied(false);
      return;
    }
    setWhen(initialWhen);
    setDeliverAt(defaultDeliverAt());
    setDeliverError('');
    setPhoneError('');
  }, [open, initialWhen]);

  /** The chosen delivery time (undefined: now), or null when the field is not a usable time (the field says why). */
  const chosenTime = (): number | undefined | null => {
    if (when === 'now') return undefined;
    const seconds = deliverAtSeconds(deliverAt);
    setDeliverError(seconds === null ? t('delivery.deliverAtInvalid') : '');
    return seconds;
  };

  const give = async (recipient: GiftRecipient, key: number | 'phone' | 'email') => {
    // a gift by e-mail goes at once (decision 0267)
    const at = 'recipientEmail' in recipient ? undefined : chosenTime();
    if (at === null) return;
    setSending(key);
    try {
      const { recipientName } = await sendOrder(orderId, recipient, at, choiceIds);
      const name = recipientName || ('recipientPhone' in recipient ? formatPhone(recipient.recipientPhone) : '');
      if ('recipientEmail' in recipient) onSent(t('delivery.sentTitle'), te('client.sentMessage', { email: recipient.recipientEmail }));
      else if (at !== undefined)
        onSent(t('delivery.scheduledTitle'), t('delivery.scheduledMessage', { name, date: deliverAtText(tt, at) }));
      else if ('recipientPhone' in recipient) onSent(t('delivery.sentTitle'), t('delivery.phoneSentMessage', { name }));
      else onSent(t('delivery.sentTitle'), t('delivery.sentMessage', { name }));
    } catch (error) {
      onFailed(errorText(error));
    } finally {
      setSending(null);
    }
  };

  const sendToPhone = () => {
    const digits = number.replace(/\D/g, '');
    if (!code || digits.length < 6) {
      setPhoneError(t('delivery.phoneInvalid'));
      return;
    }
    setPhoneError('');
    void give({ recipientPhone: joinPhone(code, digits) }, 'phone');
  };

  const sendByEmail = () => {
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setEmailError(te('client.emailInvalid'));
      return;
    }
    setEmailError('');
    void give({ recipientEmail: address, language: i18n.language }, 'email');
  };

  const socialShare = async () => {
    const text = t('send.shareText', { name: senderName });
    const url = shareLink(shareId);
    setCopied((await shareOrCopy({ title: t('send.title'), text, url })) === 'copied');
  };

  const bounds = deliverAtBounds();
  const empty = name.trim() ? t('send.noResult') : t('send.noFriends');
  return (
    <Dialog
      open={open}
      title={to === 'phone' ? t('delivery.phoneTitle') : t('send.title')}
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
          <a className="send-actions__group" href={href('group-gift-start')} data-testid="send-group-gift">
            {tg('entry.send')}
          </a>
        </div>
      }
    >
      <fieldset className="send-choice">
        <legend>{t('delivery.when')}</legend>
        <div className="send-choice__options">
          <label className="send-choice__option">
            <input type="radio" name="send-when" value="now" checked={when === 'now'} onChange={() => setWhen('now')} />
            {t('delivery.now')}
          </label>
          <label className="send-choice__option">
            <input type="radio" name="send-when" value="later" checked={when === 'later'} onChange={() => setWhen('later')} />
            {t('delivery.later')}
          </label>
        </div>
      </fieldset>
      {when === 'later' && to !== 'email' && (
        <Field
          label={t('delivery.deliverAt')}
          type="datetime-local"
          name="deliver_at"
          value={deliverAt}
          min={bounds.min}
          max={bounds.max}
          onChange={(e) => setDeliverAt(e.target.value)}
          hint={`${t('delivery.deliverAtHint')} ${t('delivery.zoneHint', { zone: deviceZoneLabel() })}`}
          error={deliverError || undefined}
          data-testid="deliver-at"
        />
      )}
      {choiceLine && <GiftChoicesPicker line={choiceLine} chosen={choiceIds} onChange={setChoiceIds} />}
      <fieldset className="send-choice">
        <legend>{t('delivery.to')}</legend>
        <div className="send-choice__options">
          <label className="send-choice__option">
            <input type="radio" name="send-to" value="friend" checked={to === 'friend'} onChange={() => setTo('friend')} />
            {t('delivery.toFriend')}
          </label>
          <label className="send-choice__option">
            <input type="radio" name="send-to" value="phone" checked={to === 'phone'} onChange={() => setTo('phone')} />
            {t('delivery.toPhone')}
          </label>
          <label className="send-choice__option">
            <input type="radio" name="send-to" value="email" checked={to === 'email'} onChange={() => setTo('email')} />
            {te('client.toEmail')}
          </label>
        </div>
      </fieldset>
      {to === 'email' ? (
        <div className="send-phone" data-testid="send-email">
          <Field
            label={te('client.emailLabel')}
            type="email"
            name="recipient_email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            hint={te('client.emailHint')}
            error={emailError || undefined}
            data-testid="recipient-email"
          />
          <Button block onClick={sendByEmail} busy={sending === 'email'} disabled={sending !== null} data-testid="send-by-email">
            {te('client.sendByEmail')}
          </Button>
        </div>
      ) : to === 'phone' ? (
        <div className="send-phone" data-testid="send-phone">
          <PhoneFields code={code} onCode={setCode} number={number} onNumber={setNumber} />
          {phoneError && (
            <p className="ui-field__error" role="alert">
              {phoneError}
            </p>
          )}
          <p className="hint">{t('delivery.phoneHint')}</p>
          <Button block onClick={sendToPhone} busy={sending === 'phone'} disabled={sending !== null} data-testid="send-to-phone">
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
          {friends !== null && friends.length === 0 && <p className="empty">{empty}</p>}
          {friends !== null && friends.length > 0 && (
            <ul className="send-friends">
              {friends.map((f) => (
                <li key={f.friend_id} className="send-friend" data-testid="send-friend">
                  <Avatar name={f.friend_name} src={f.friend_profile_picture || undefined} size={40} />
                  <span className="send-friend__name">{f.friend_name}</span>
                  <Button
                    onClick={() => give({ recipientId: f.friend_id }, f.friend_id)}
                    busy={sending === f.friend_id}
                    disabled={sending !== null}
                    aria-label={
                      when === 'later' ? t('delivery.scheduleFor', { name: f.friend_name }) : t('send.sendTo', { name: f.friend_name })
                    }
                  >
                    {when === 'later' ? t('delivery.later') : t('send.send')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Dialog>
  );
}
