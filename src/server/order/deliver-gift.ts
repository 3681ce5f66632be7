import { and, eq, inArray, isNull } from 'drizzle-orm';
import { memberLabelOf } from '../profile/member-label-of.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { badInput } from '../platform/api-error.ts';
import { apiDateTime } from '../platform/format-date.ts';
import { notify } from '../notification/notify.ts';
import { MAX_SCHEDULE_AHEAD_SECONDS } from '../../shared/api/schemas/order-delivery.ts';
import { transferOrderGoods } from './gift-transfer.ts';
import { refuseExpiredGift } from './gift-expiry.ts';

/** How late a delivery time may be and still count as "now" (the time it took to fill in the form and send it). */
const PAST_GRACE_MS = 2 * 60_000;

/** A delivery time from the payload (unix seconds): not in the past, at most a year ahead; bad values name deliver_at. */
export function checkDeliverAt(seconds: number, now: Date): Date {
  const at = new Date(seconds * 1000);
  if (at.getTime() < now.getTime() - PAST_GRACE_MS) throw badInput('deliver_at', 'must not be in the past');
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_SECONDS * 1000) throw badInput('deliver_at', 'must be at most one year ahead');
  return at;
}

export const deliverDate = (at: Date | null) => apiDateTime(at);

export type GiftFromState = 'gift' | 'Scheduled' | 'Waiting';

/**
 * Gives an order to a member (decision 0210): one guarded UPDATE from the states the caller expects (so of two racing
 * callers exactly one gives it), the goods move to the recipient with new codes (refused when any was used), and the
 * recipient is notified. Run inside the transaction that locked the order. Answers false when the order was not in
 * one of those states any more (nothing changed).
 */
export async function giveToMember(
  tx: Db,
  order: { id: number; member_id: number },
  recipientId: number,
  from: readonly GiftFromState[],
  now: Date,
  /** the phone it was sent to, kept as a record (null: sent to a friend) */
  phone: string | null = null,
): Promise<boolean> {
  const states = from.flatMap((s) => (s === 'gift' ? ['gift', ''] : [s]));
  // an expired gift is never delivered as new: it stays with the sender, under the market's lapse rule (decision 0262)
  await refuseExpiredGift(tx, order.id, now);
  const updated = await tx
    .update(orders)
    .set({
      order_status: 'Gifted',
      recipient_id: recipientId,
      gifted_at: now,
      deliver_at: null,
      gift_recipient_id: null,
      gift_phone: phone,
    })
    .where(
      and(eq(orders.id, order.id), eq(orders.payment_status, 'Paid'), isNull(orders.recipient_id), inArray(orders.order_status, states)),
    )
    .returning({ id: orders.id });
  if (updated.length === 0) return false;
  await transferOrderGoods(tx, order.id, order.member_id, recipientId);
  await notify(tx, {
    memberId: recipientId,
    type: 'send_order',
    relatedId: order.id,
    event: 'giftReceived',
    params: { name: await memberLabelOf(tx, order.member_id) },
    now,
  });
  return true;
}

/**
 * A scheduled or waiting gift that could not be given goes back to being the sender's unsent gift (a guarded UPDATE
 * from its state, so a gift taken back meanwhile is left alone), and the sender is told who it was meant for.
 */
export async function returnUndelivered(
  tx: Db,
  order: { id: number; member_id: number },
  from: 'Scheduled' | 'Waiting',
  meantFor: string,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({ order_status: 'gift', deliver_at: null, gift_recipient_id: null, gift_phone: null })
    .where(and(eq(orders.id, order.id), eq(orders.order_status, from)));
  await notify(tx, {
    memberId: order.member_id,
    type: 'send_order',
    relatedId: order.id,
    event: 'giftNotDelivered',
    params: { name: meantFor },
    now,
  });
}
