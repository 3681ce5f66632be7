import { and, asc, eq, lte } from 'drizzle-orm';
import { formatPhone } from '../../shared/phone.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { notify } from '../notification/notify.ts';
import { giveToMember, returnUndelivered } from './deliver-gift.ts';
import { type GiftSms, type GiftSmsDeps, memberByPhone, queueGiftSms, sendQueuedSms, waitForPhone } from './phone-gift.ts';
import { memberLabelOf } from '../profile/member-label-of.ts';

/** How many due gifts one transaction takes; the job takes batches until none is due. */
const BATCH = 20;

type DueOrder = Pick<typeof orders.$inferSelect, 'id' | 'member_id' | 'gift_recipient_id' | 'gift_phone'>;

export interface DeliveryOutcome {
  /** given to a member (Gifted) */
  delivered: number[];
  /** sent to a phone without an account (Waiting, text message sent) */
  waiting: number[];
  /** could not be given: back with the sender, who was told */
  failed: number[];
}

class Undeliverable extends Error {}

/**
 * One due gift, inside a savepoint of the batch's transaction: to its member, or to its phone (its member if the phone
 * has one now, else Waiting with a text message). Throws when it cannot be given (the member was deleted, the goods
 * were used meanwhile), which rolls back only this gift.
 */
/** What another domain does when a scheduled gift reached its member, in the same savepoint (a group gift's notices). */
export type AfterDelivered = (tx: Db, orderId: number, recipientId: number, now: Date) => Promise<void>;

async function deliverOne(
  sp: Db,
  order: DueOrder,
  now: Date,
  baseUrl: string,
  afterDelivered?: AfterDelivered,
): Promise<{ sms: GiftSms | null }> {
  let recipientId = order.gift_recipient_id;
  if (recipientId === null && order.gift_phone) {
    const member = await memberByPhone(sp, order.gift_phone);
    if (!member) {
      const sms = await waitForPhone(sp, order, order.gift_phone, ['Scheduled'], baseUrl);
      if (!sms) throw new Undeliverable('not scheduled any more');
      return { sms };
    }
    recipientId = member.id;
  }
  if (recipientId === null || recipientId === order.member_id) throw new Undeliverable('no recipient');
  if (!(await giveToMember(sp, order, recipientId, ['Scheduled'], now, order.gift_phone)))
    throw new Undeliverable('not scheduled any more');
  await afterDelivered?.(sp, order.id, recipientId, now);
  const recipientName = await memberLabelOf(sp, recipientId);
  await notify(sp, {
    memberId: order.member_id,
    type: 'send_order',
    relatedId: order.id,
    event: 'giftSent',
    params: { name: recipientName },
    now,
  });
  return { sms: null };
}

/** A scheduled gift that could not be given goes back to the sender, who is told who it was meant for. */
async function returnToSender(tx: Db, order: DueOrder, now: Date): Promise<void> {
  const meantFor = order.gift_recipient_id !== null ? await memberLabelOf(tx, order.gift_recipient_id) : formatPhone(order.gift_phone);
  await returnUndelivered(tx, order, 'Scheduled', meantFor, now);
}

/**
 * The delivery job (every 30 seconds): gives every Scheduled gift whose time has come. Due rows are taken with
 * `for update skip locked`, so two servers on one database never take the same gift; each is given with a guarded
 * UPDATE from Scheduled, so a gift taken back or rescheduled meanwhile is left alone. Text messages go out after the
 * batch has committed. Idempotent: run twice, a gift is delivered once.
 */
export async function deliverDueGifts(db: Db, now: Date, deps: GiftSmsDeps, afterDelivered?: AfterDelivered): Promise<DeliveryOutcome> {
  const outcome: DeliveryOutcome = { delivered: [], waiting: [], failed: [] };
  for (;;) {
    const sms: GiftSms[] = [];
    const taken = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id, member_id: orders.member_id, gift_recipient_id: orders.gift_recipient_id, gift_phone: orders.gift_phone })
        .from(orders)
        .where(and(eq(orders.order_status, 'Scheduled'), lte(orders.deliver_at, now)))
        .orderBy(asc(orders.deliver_at), asc(orders.id))
        .limit(BATCH)
        .for('no key update', { skipLocked: true });
      for (const order of due) {
        try {
          const done = await tx.transaction((sp) => deliverOne(sp as unknown as Db, order, now, deps.baseUrl, afterDelivered));
          if (done.sms) {
            sms.push(done.sms);
            outcome.waiting.push(order.id);
          } else outcome.delivered.push(order.id);
        } catch (err) {
          deps.logger?.warn({ err, orderId: order.id }, 'scheduled gift could not be delivered');
          await returnToSender(tx as unknown as Db, order, now);
          outcome.failed.push(order.id);
        }
      }
      return { count: due.length, queued: await queueGiftSms(tx as unknown as Db, sms, now) };
    });
    await sendQueuedSms(db, deps, now, taken.queued);
    if (taken.count < BATCH) return outcome;
  }
}
