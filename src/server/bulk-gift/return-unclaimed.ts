import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bulkGiftRows, bulkGifts, evouchers, giftEmails, orders } from '../db/schema/index.ts';
import { bulkGiftAccount } from '../ledger/accounts.ts';
import { post, type Leg } from '../ledger/post.ts';
import { lockVouchers, voidVoucher } from '../value/vouchers.ts';
import { createCard } from '../value/udollar.ts';
import { withdrawLink } from '../order/gift-state-of.ts';
import { notify } from '../notification/notify.ts';
import { formatMoney } from '../../shared/money.ts';

const DAY_MS = 86_400_000;
/** How long the buyer's card for what came back lasts (as a support refund's credit). */
const CREDIT_DAYS = 365;

/**
 * Unclaimed gifts of one batch back to its buyer (decision 0270), under the batch's row lock, once (returned_at): each
 * gift still Waiting for its phone or e-mail is withdrawn (its link stops working, its voucher is voided, the order
 * shows Refunded), and rows never delivered (failed) give back what the batch's account still holds for them. All of
 * it becomes ONE new uDollar card of the buyer, in one balanced posting. Answers the value returned, or null when the
 * batch was already done.
 */
async function returnBatch(tx: Db, batchId: string, now: Date): Promise<number | null> {
  const [batch] = await tx
    .select()
    .from(bulkGifts)
    .where(and(eq(bulkGifts.id, batchId), isNull(bulkGifts.returned_at)))
    .for('no key update');
  if (!batch) return null;
  const legs: Leg[] = [];
  let value = 0;
  let returned = 0;
  const rows = await tx
    .select()
    .from(bulkGiftRows)
    .where(and(eq(bulkGiftRows.bulk_gift_id, batch.id), inArray(bulkGiftRows.status, ['sent', 'failed', 'queued'])))
    .orderBy(bulkGiftRows.id);
  for (const row of rows) {
    if (row.status !== 'sent') {
      // never issued: its value is still in the batch's account
      legs.push({ account: bulkGiftAccount(batch), amount: row.amount });
      value += row.amount;
    } else {
      if (row.gift_order_id === null) continue;
      const [order] = await tx
        .update(orders)
        .set({ payment_status: 'Refunded', order_status: 'gift', taken_back_at: now, refunded_amount: row.amount })
        .where(and(eq(orders.id, row.gift_order_id), eq(orders.order_status, 'Waiting'), isNull(orders.recipient_id)))
        .returning({ id: orders.id, share_id: orders.share_id });
      if (!order) continue;
      for (const v of await lockVouchers(tx, eq(evouchers.order_id, order.id))) {
        const voided = await voidVoucher(tx, v.id, now);
        if (!voided) continue;
        legs.push(...voided.legs);
        value += voided.released;
      }
      await tx
        .update(giftEmails)
        .set({ status: 'cancelled' })
        .where(and(eq(giftEmails.order_id, order.id), eq(giftEmails.kind, 'gift'), eq(giftEmails.status, 'queued')));
      await withdrawLink(tx, order, 'taken_back', now);
    }
    returned++;
    await tx.update(bulkGiftRows).set({ status: 'returned', returned_at: now }).where(eq(bulkGiftRows.id, row.id));
  }
  await tx.update(bulkGifts).set({ returned_at: now }).where(eq(bulkGifts.id, batch.id));
  if (value === 0) return 0;
  const card = await createCard(
    tx,
    {
      memberId: batch.member_id,
      orderId: batch.order_id,
      currency: batch.currency_code,
      country: batch.country_id,
      value,
      paidValue: 0,
      expiresAt: new Date(now.getTime() + CREDIT_DAYS * DAY_MS),
      reason: 'bulk_unclaimed',
    },
    now,
  );
  await post(tx, { kind: 'bulk_return', at: now, orderId: batch.order_id, udollarCardId: card.id }, [...legs, ...card.legs]);
  await notify(tx, {
    memberId: batch.member_id,
    type: 'bulk_gift',
    relatedId: batch.id,
    event: 'bulkGiftReturned',
    params: { count: returned, amount: formatMoney(value, batch.currency_code) },
    now,
  });
  return value;
}

/**
 * The unclaimed-gifts job (decision 0270): every paid batch past its end date, each in its own transaction. Safe on
 * several servers at once: the batch's row lock and its returned_at make the return happen once.
 */
export async function returnUnclaimedBulkGifts(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: bulkGifts.id })
    .from(bulkGifts)
    .innerJoin(orders, eq(orders.id, bulkGifts.order_id))
    .where(and(isNull(bulkGifts.returned_at), lte(bulkGifts.end_at, now), eq(orders.payment_status, 'Paid')))
    .orderBy(bulkGifts.end_at)
    .limit(100);
  let returned = 0;
  for (const b of due) {
    const value = await db.transaction((tx) => returnBatch(tx as unknown as Db, b.id, now));
    if (value !== null) returned++;
  }
  return returned;
}
