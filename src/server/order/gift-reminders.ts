import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { notify } from '../notification/notify.ts';
import { memberLabelOf } from '../profile/member-label-of.ts';

const DAY_MS = 86_400_000;
/** The recipient is reminded this many days after the gift reached them, unopened; the sender is told at the last. */
export const UNOPENED_REMINDER_DAYS = [3, 10] as const;
/** Gifts handed over longer ago than this are not reminded of (a first start over years of history stays quiet). */
const REMIND_WITHIN_DAYS = 60;

export interface ReminderRun {
  recipients: number;
  senders: number;
}

/** Gifts that reached a member and were never opened, handed over at least `days` ago. */
const unopenedFor = (days: number, now: Date) =>
  and(
    isNotNull(orders.recipient_id),
    isNull(orders.opened_at),
    eq(orders.payment_status, 'Paid'),
    sql`${orders.order_status} in ('Gifted', 'Received')`,
    lte(orders.gifted_at, new Date(now.getTime() - days * DAY_MS)),
    gt(orders.gifted_at, new Date(now.getTime() - REMIND_WITHIN_DAYS * DAY_MS)),
  );

/**
 * The unopened-gift reminders (decision 0262): the recipient after 3 and after 10 days, the sender once after 10 days
 * (who may then take it back or send it again). Each is stamped by the guarded UPDATE that picks it (… is null), in
 * the transaction that writes the notice, so two servers, or a run after a restart, never send one twice.
 */
export async function runGiftReminders(db: Db, now: Date): Promise<ReminderRun> {
  return db.transaction(async (tx) => {
    const picked = { id: orders.id, sender: orders.member_id, recipient: orders.recipient_id };
    // a gift already 10 days old gets only the 10-day reminder: both are stamped, one is sent
    const tenth = await tx
      .update(orders)
      .set({ reminded_10_at: now, reminded_3_at: sql`coalesce(${orders.reminded_3_at}, ${now.toISOString()}::timestamptz)` })
      .where(and(unopenedFor(10, now), isNull(orders.reminded_10_at)))
      .returning(picked);
    const third = await tx
      .update(orders)
      .set({ reminded_3_at: now })
      .where(and(unopenedFor(3, now), isNull(orders.reminded_3_at)))
      .returning(picked);
    const senders = await tx
      .update(orders)
      .set({ sender_told_unopened_at: now })
      .where(and(unopenedFor(10, now), isNull(orders.sender_told_unopened_at)))
      .returning(picked);
    for (const o of [...tenth, ...third]) {
      if (o.recipient === null) continue;
      await notify(tx, {
        memberId: o.recipient,
        type: 'send_order',
        relatedId: o.id,
        event: 'giftUnopenedReminder',
        params: { name: await memberLabelOf(tx, o.sender) },
        now,
      });
    }
    for (const o of senders) {
      if (o.recipient === null) continue;
      await notify(tx, {
        memberId: o.sender,
        type: 'send_order',
        relatedId: o.id,
        event: 'giftUnopenedSender',
        params: { name: await memberLabelOf(tx, o.recipient) },
        now,
      });
    }
    return { recipients: tenth.length + third.length, senders: senders.length };
  });
}
