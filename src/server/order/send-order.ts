import { checkChoices } from './gift-choices.ts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { formatPhone } from '../../shared/phone.ts';
import type { Db } from '../db/client.ts';
import { friendships, members, orders } from '../db/schema/index.ts';
import { ApiError, badInput, conflict, notFound } from '../platform/api-error.ts';
import { forgiveAttempts } from '../platform/rate-limit.ts';
import { GIVEN_STATUSES } from './order-states.ts';
import { lockOrderGoods } from './gift-transfer.ts';
import { checkDeliverAt, deliverDate, giveToMember } from './deliver-gift.ts';
import { checkDeliverBeforeExpiry, refuseExpiredGift } from './gift-expiry.ts';
import {
  type GiftSms,
  type GiftSmsDeps,
  isGiftablePhone,
  memberByPhone,
  phoneOf,
  queueGiftSms,
  sendQueuedSms,
  takePhoneGiftAttempt,
  waitForPhone,
} from './phone-gift.ts';
import { takeEmailGiftAttempt, waitForEmail } from './email-gift.ts';
import type { EmailLang } from '../email/email-words.ts';
import { type GiftEmailDeps, sendQueuedGiftEmails } from './gift-email-outbox.ts';

export async function areFriends(db: Db, a: number, b: number): Promise<boolean> {
  const rows = await db
    .select({ id: friendships.id })
    .from(friendships)
    .where(
      and(
        eq(friendships.status, 'Accepted'),
        or(
          and(eq(friendships.requester_id, a), eq(friendships.addressee_id, b)),
          and(eq(friendships.requester_id, b), eq(friendships.addressee_id, a)),
        ),
      ),
    );
  return rows.length > 0;
}

export interface SendOrderInput {
  orderId: number;
  /** a friend, or */
  recipientId?: number;
  /** a phone number (E.164): its member, else whoever registers with it */
  recipientPhone?: string;
  /** an e-mail address: whoever opens the link it carries (decision 0267), told in this language */
  recipientEmail?: string;
  recipientLanguage?: EmailLang;
  /** unix seconds: deliver then instead of now */
  deliverAt?: number;
  /** other products the recipient may pick instead (decision 0265) */
  choiceIds?: number[];
}

/**
 * The sender's new recipient, checked as every gift's is: a friend (answered with their name), or a mobile number of one
 * of the shop's markets that is not the sender's own (answered null). Refusals name the field.
 */
export async function checkRecipient(
  tx: Db,
  senderId: number,
  to: { recipientId?: number; recipientPhone?: string },
): Promise<{ id: number; name: string } | null> {
  if (to.recipientId !== undefined) {
    if (to.recipientId === senderId) throw badInput('recipient_id', 'must be a friend, not yourself');
    const [row] = await tx.select({ id: members.id, name: members.name }).from(members).where(eq(members.id, to.recipientId));
    if (!row || !(await areFriends(tx, senderId, to.recipientId)))
      throw new ApiError('forbidden', 'recipient_id: must be one of your friends', { field: 'recipient_id' });
    return row;
  }
  if (to.recipientPhone !== undefined) {
    if (!(await isGiftablePhone(tx, to.recipientPhone)))
      throw badInput('recipient_phone', "must be a mobile number in one of the shop's markets");
    if ((await phoneOf(tx, senderId)) === to.recipientPhone) throw badInput('recipient_phone', 'must not be your own number');
  }
  return null;
}

const alreadyGiven = () => conflict('This order has already been given', undefined, 'already_given');
const usedGoods = () => conflict('A voucher of this order has already been used, so it can no longer be given');

/**
 * send_order: the owner gives a paid order to a friend or to a phone number, now or at a later time (decision 0210).
 * - now, to a friend or a member's phone: Gifted, the goods move to the recipient, who is notified;
 * - now, to a phone without an account: Waiting for that phone, and one text message carries the share link;
 * - to an e-mail address: Waiting, and one e-mail carries the share link (decision 0267; sent by a job, retried);
 * - later: Scheduled with the intended recipient; the goods stay with the sender until the delivery job gives it.
 * Gifts to phone numbers count against the sender's daily limit. Everything but the text message happens in one
 * transaction under the order's row lock; the message is sent once it has committed.
 */
export async function sendOrder(db: Db, memberId: number, input: SendOrderInput, now: Date, sms: GiftSmsDeps, mail?: GiftEmailDeps) {
  const deliverAt = input.deliverAt === undefined ? null : checkDeliverAt(input.deliverAt, now);
  const phone = input.recipientPhone;
  const email = input.recipientEmail;
  const attempt =
    phone !== undefined
      ? await takePhoneGiftAttempt(db, memberId, now)
      : email !== undefined
        ? await takeEmailGiftAttempt(db, memberId, now)
        : null;
  try {
    const result = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('no key update');
      if (!order || order.member_id !== memberId || order.payment_status === 'Basket') throw notFound('Order');
      if (order.payment_status !== 'Paid') throw conflict('Only a paid order can be sent to a friend');
      if (order.order_status === 'Self-Use') throw conflict('This order was bought for yourself and cannot be sent');
      if (order.order_status === 'Scheduled')
        throw conflict('This gift is already scheduled: take it back first to send it differently', undefined, 'gift_scheduled');
      if (
        order.recipient_id !== null ||
        order.order_status === 'Waiting' ||
        (GIVEN_STATUSES as readonly string[]).includes(order.order_status)
      )
        throw alreadyGiven();
      // the choice the recipient will have, if any (a gift sent again starts without the last one's)
      const choices = await checkChoices(tx, order.id, input.choiceIds ?? []);
      await tx.update(orders).set({ choice_product_ids: choices, choice_picked_at: null }).where(eq(orders.id, order.id));

      // whom it goes to: a friend, a member with that phone, or the phone itself
      const recipient = await checkRecipient(tx, memberId, { recipientId: input.recipientId, recipientPhone: phone });
      // the name the sender is told: the friend's, or the number they typed (never the name behind a number)
      const shownName = recipient?.name || email || formatPhone(phone);

      if (email !== undefined) {
        const { used } = await lockOrderGoods(tx, order.id, memberId);
        if (used) throw usedGoods();
        const queued = await waitForEmail(tx, order, email, input.recipientLanguage ?? 'eng', ['gift', ''], now);
        if (queued === null) throw alreadyGiven();
        return {
          message: `Your gift is on its way to ${email}`,
          recipient_name: shownName,
          sms: null,
          email: queued,
        };
      }

      if (deliverAt) {
        const { used } = await lockOrderGoods(tx, order.id, memberId);
        if (used) throw usedGoods();
        await checkDeliverBeforeExpiry(tx, order.id, deliverAt);
        const updated = await tx
          .update(orders)
          .set({ order_status: 'Scheduled', deliver_at: deliverAt, gift_recipient_id: recipient?.id ?? null, gift_phone: phone ?? null })
          .where(
            and(
              eq(orders.id, order.id),
              eq(orders.payment_status, 'Paid'),
              isNull(orders.recipient_id),
              inArray(orders.order_status, ['gift', '']),
            ),
          )
          .returning({ id: orders.id });
        if (updated.length === 0) throw alreadyGiven();
        return {
          message: `Your gift to ${shownName} is scheduled for ${deliverDate(deliverAt)}`,
          recipient_name: shownName,
          sms: null,
        };
      }

      const member = recipient ?? (phone === undefined ? undefined : await memberByPhone(tx, phone));
      if (member) {
        if (!(await giveToMember(tx, order, member.id, ['gift'], now, phone ?? null))) throw alreadyGiven();
        return { message: `Your gift was sent to ${shownName}`, recipient_name: shownName, sms: null };
      }
      // a phone without an account: the gift waits for it
      const { used } = await lockOrderGoods(tx, order.id, memberId);
      if (used) throw usedGoods();
      await refuseExpiredGift(tx, order.id, now);
      const text: GiftSms | null = await waitForPhone(tx, order, phone ?? '', ['gift'], sms.baseUrl);
      if (!text) throw alreadyGiven();
      return {
        message: `Your gift is waiting for ${shownName}: a text message with its link is on its way`,
        recipient_name: shownName,
        sms: await queueGiftSms(tx, [text], now),
      };
    });
    if (result.sms) await sendQueuedSms(db, sms, now, result.sms);
    // the first try at once, after commit; a failure is left to the job's retries
    if ('email' in result && result.email && mail)
      await sendQueuedGiftEmails(db, mail, now, [result.email]).catch((err) => mail.logger?.error({ err }, 'gift e-mail'));
    return { message: result.message, recipient_name: result.recipient_name };
  } catch (error) {
    // a refused phone gift does not count against the sender's daily limit
    await forgiveAttempts(db, [attempt]);
    throw error;
  }
}
