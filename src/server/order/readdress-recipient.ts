import { and, eq } from 'drizzle-orm';
import { formatPhone } from '../../shared/phone.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { badInput, conflict, notFound } from '../platform/api-error.ts';
import { randomId } from '../platform/crypto.ts';
import { forgiveAttempts } from '../platform/rate-limit.ts';
import { notify } from '../notification/notify.ts';
import { memberLabelOf } from '../profile/member-label-of.ts';
import { deliverDate, giveToMember } from './deliver-gift.ts';
import { refuseExpiredGift } from './gift-expiry.ts';
import { withdrawLink } from './gift-state-of.ts';
import { lockOrderGoods, transferOrderGoods } from './gift-transfer.ts';
import {
  type GiftSms,
  type GiftSmsDeps,
  memberByPhone,
  queueGiftSms,
  sendQueuedSms,
  takePhoneGiftAttempt,
  waitForPhone,
} from './phone-gift.ts';
import { checkRecipient } from './send-order.ts';

/** The new recipient of readdress_order: a friend, or a phone number (E.164), exactly one. */
export type NewRecipient = { recipientId: number; recipientPhone?: undefined } | { recipientId?: undefined; recipientPhone: string };

const used = () =>
  conflict('This gift has already been redeemed or used, so its recipient can no longer be changed', undefined, 'already_redeemed');
const opened = () => conflict('This gift has already been opened, so its recipient can no longer be changed', undefined, 'gift_opened');

/**
 * Whether the sender may still send a gift to someone else (decision 0269): given to a member and neither opened nor
 * used, waiting for a phone and not opened, or scheduled. A gift sent by e-mail is corrected by address (0267).
 */
export function canChangeRecipient(
  o: { payment_status: string; order_status: string; recipient_id: number | null; received_at: Date | null; opened_at: Date | null },
  gift: { email: string | null; used: boolean },
) {
  if (o.payment_status !== 'Paid' || o.opened_at !== null) return false;
  if (o.order_status === 'Scheduled') return true;
  if (o.order_status === 'Waiting') return gift.email === null;
  return o.order_status === 'Gifted' && o.recipient_id !== null && o.received_at === null && !gift.used;
}

/**
 * readdress_order to a friend or a phone (decision 0269): the sender corrects a wrong recipient until the gift is
 * opened. One transaction under the order's row lock. A gift given to a member comes back from them (new codes,
 * refused when they used any; they are told it was taken back, never where it went) and goes on as send_order would
 * send it now: to a member at once, or waiting for a phone without one (a text with the new link). A waiting gift
 * waits for the new phone, or goes to the member; a scheduled gift keeps its time. The share id is replaced and the
 * old one says the gift went to another address. Answers what send_order answers, and the order's new state.
 */
export async function readdressRecipient(db: Db, senderId: number, orderId: number, to: NewRecipient, now: Date, sms: GiftSmsDeps) {
  const phone = to.recipientPhone;
  const field = phone === undefined ? 'recipient_id' : 'recipient_phone';
  // a phone costs a text and tells whether a number is a member: it counts against the daily limit as send_order's do
  const attempt = phone === undefined ? null : await takePhoneGiftAttempt(db, senderId, now);
  try {
    const result = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
      if (!order || order.member_id !== senderId || order.payment_status === 'Basket') throw notFound('Order');
      if (order.order_status === 'Received' || (order.order_status === 'Gifted' && order.received_at !== null)) throw used();
      if (order.payment_status !== 'Paid' || !['Gifted', 'Waiting', 'Scheduled'].includes(order.order_status))
        throw conflict('Only a gift on its way or given can be sent to someone else', undefined, 'not_sent');
      if (order.gift_email !== null)
        throw conflict('A gift sent by e-mail goes to another address with recipient_email', undefined, 'not_sent');
      if (order.opened_at !== null) throw opened();

      // whom it goes to now, checked as send_order checks it
      const friend = await checkRecipient(tx, senderId, to);
      const shownName = friend?.name || formatPhone(phone);
      const holder = order.order_status === 'Gifted' ? order.recipient_id : null;
      const member =
        order.order_status === 'Scheduled' ? friend : (friend ?? (phone === undefined ? undefined : await memberByPhone(tx, phone)));
      const same =
        order.order_status === 'Scheduled'
          ? (friend !== null && friend.id === order.gift_recipient_id) || (phone !== undefined && phone === order.gift_phone)
          : member
            ? member.id === holder
            : phone === order.gift_phone && holder === null;
      if (same) throw badInput(field, 'is already the recipient of this gift');

      // the old link stops working and says why; reminders start again for the new recipient
      const fresh = { share_id: randomId(), reminded_3_at: null, reminded_10_at: null, sender_told_unopened_at: null };
      await tx.update(orders).set(fresh).where(eq(orders.id, order.id));
      await withdrawLink(tx, order, 'readdressed', now);

      if (order.order_status === 'Scheduled') {
        await tx
          .update(orders)
          .set({ gift_recipient_id: friend?.id ?? null, gift_phone: phone ?? null })
          .where(and(eq(orders.id, order.id), eq(orders.order_status, 'Scheduled')));
        const message = `Your gift to ${shownName} is scheduled for ${deliverDate(order.deliver_at)}`;
        return { message, recipient_name: shownName, order_status: 'Scheduled', sms: null };
      }

      if (holder !== null) {
        // back from the wrong member first (new codes); the gift is then the sender's to send, in this transaction
        await transferOrderGoods(tx, order.id, holder, senderId, used);
        await tx
          .update(orders)
          .set({ order_status: 'gift', recipient_id: null, gifted_at: null, gift_phone: null })
          .where(and(eq(orders.id, order.id), eq(orders.order_status, 'Gifted'), eq(orders.recipient_id, holder)));
        await notify(tx, {
          memberId: holder,
          type: 'unsend_order',
          relatedId: order.id,
          event: 'giftTakenBack',
          params: { name: await memberLabelOf(tx, senderId) },
          now,
        });
      } else if ((await lockOrderGoods(tx, order.id, senderId)).used) throw used();
      const from = holder === null ? (['Waiting'] as const) : (['gift'] as const);

      if (member) {
        if (!(await giveToMember(tx, order, member.id, from, now, phone ?? null))) throw used();
        return { message: `Your gift was sent to ${shownName}`, recipient_name: shownName, order_status: 'Gifted', sms: null };
      }
      await refuseExpiredGift(tx, order.id, now);
      const text: GiftSms | null = await waitForPhone(tx, order, phone ?? '', from, sms.baseUrl);
      if (!text) throw used();
      return {
        message: `Your gift is waiting for ${shownName}: a text message with its link is on its way`,
        recipient_name: shownName,
        order_status: 'Waiting',
        sms: await queueGiftSms(tx, [text], now),
      };
    });
    if (result.sms) await sendQueuedSms(db, sms, now, result.sms);
    return { message: result.message, order_id: orderId, order_status: result.order_status, recipient_name: result.recipient_name };
  } catch (error) {
    await forgiveAttempts(db, [attempt]);
    throw error;
  }
}
