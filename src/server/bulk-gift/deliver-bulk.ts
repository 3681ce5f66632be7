import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bulkGiftRows, bulkGifts, marketValueRules, orderLines, orders, products } from '../db/schema/index.ts';
import { generateVoucherCode, isVoucherCodeType } from '../evoucher/voucher-code.ts';
import { bulkGiftAccount, shopAccount } from '../ledger/accounts.ts';
import { post } from '../ledger/post.ts';
import { randomId } from '../platform/crypto.ts';
import { createVouchers } from '../value/vouchers.ts';
import { orderNumber } from '../order/reservation.ts';
import { pickPhrase } from '../order/phrases.ts';
import { giveToMember } from '../order/deliver-gift.ts';
import { type GiftSms, type GiftSmsDeps, memberByPhone, queueGiftSms, sendQueuedSms, waitForPhone } from '../order/phone-gift.ts';
import { waitForEmail } from '../order/email-gift.ts';
import { type GiftEmailDeps, sendQueuedGiftEmails } from '../order/gift-email-outbox.ts';

const DAY_MS = 86_400_000;
/** Rows one transaction takes: the progress moves after each chunk. */
export const BULK_CHUNK = 25;
export const BULK_GIFT_JOB_MS = 10_000;

type DueRow = typeof bulkGiftRows.$inferSelect & { member_id: number; currency_code: string; country_id: number | null };

/**
 * One row's gift, in a savepoint: a gift order of the buyer's (Paid, nothing more to pay: the batch paid) holding one
 * new voucher worth the row's amount, issued from the batch's account in one balanced posting (what the buyer paid
 * for it, so the discount is nil), then sent like send_order sends: to the member with that phone, else Waiting for
 * the phone with a text message, or Waiting for whoever opens the e-mail's link.
 */
async function deliverRow(
  sp: Db,
  row: DueRow,
  now: Date,
  baseUrl: string,
): Promise<{ orderId: number; sms: GiftSms | null; email: number | null }> {
  const [product] = await sp
    .select({
      id: products.id,
      codeType: products.evoucher_code_type,
      validityDays: sql<number>`coalesce(${marketValueRules.validity_days}, ${products.voucher_validity_days})`.mapWith(Number),
      storedValue: products.stored_value,
      brandId: products.brand_id,
      countryId: products.country_id,
      i18n: products.i18n,
      image: products.image,
    })
    .from(products)
    .leftJoin(marketValueRules, eq(marketValueRules.country_id, products.country_id))
    .where(eq(products.id, row.product_id));
  const [order] = await sp
    .insert(orders)
    .values({
      member_id: row.member_id,
      payment_status: 'Paid',
      order_status: 'gift',
      currency_code: row.currency_code,
      country_id: row.country_id,
      share_id: randomId(16),
      phrase: row.message || pickPhrase(),
      sub_total: row.amount,
      order_amount: 0,
      created_at: now,
      paid_at: now,
    })
    .returning({ id: orders.id, member_id: orders.member_id });
  await sp
    .update(orders)
    .set({ order_no: orderNumber(order.id, now) })
    .where(eq(orders.id, order.id));
  const [line] = await sp
    .insert(orderLines)
    .values({
      order_id: order.id,
      product_id: product.id,
      quantity: 1,
      unit_price: row.amount,
      amount: row.amount,
      currency_code: row.currency_code,
      i18n: product.i18n,
      image: product.image,
    })
    .returning({ id: orderLines.id });
  const codeType = isVoucherCodeType(product.codeType) ? product.codeType : 'alphanumeric';
  const made = await createVouchers(sp, [
    {
      order_id: order.id,
      order_line_id: line.id,
      product_id: product.id,
      owner_member_id: row.member_id,
      code_type: codeType,
      code: generateVoucherCode(codeType),
      face_value: row.amount,
      currency_code: row.currency_code,
      brand_id: product.brandId,
      stored_value: product.storedValue,
      country_id: product.countryId,
      paid_value: row.amount,
      expires_at: new Date(now.getTime() + product.validityDays * DAY_MS),
      created_at: now,
    },
  ]);
  const issued = -made.legs.reduce((total, l) => total + l.amount, 0);
  await post(sp, { kind: 'bulk_issue', at: now, orderId: order.id }, [
    ...made.legs,
    {
      account: bulkGiftAccount({ id: row.bulk_gift_id, currency_code: row.currency_code, country_id: row.country_id }),
      amount: row.amount,
    },
    { account: shopAccount('promotions', row.currency_code), amount: issued - row.amount },
  ]);

  let sms: GiftSms | null = null;
  let email: number | null = null;
  if (row.phone) {
    const member = await memberByPhone(sp, row.phone);
    if (member && member.id !== row.member_id) {
      if (!(await giveToMember(sp, order, member.id, ['gift'], now, row.phone))) throw new Error('could not be given');
    } else {
      sms = await waitForPhone(sp, order, row.phone, ['gift'], baseUrl);
      if (!sms) throw new Error('could not wait for the phone');
    }
  } else if (row.email) {
    email = await waitForEmail(sp, order, row.email, row.lang, ['gift'], now);
    if (email === null) throw new Error('could not wait for the e-mail');
  }
  return { orderId: order.id, sms, email };
}

export interface BulkDeliveryOutcome {
  sent: number;
  failed: number;
}

/**
 * The bulk delivery job (decision 0270): rows of paid batches whose time has come, in chunks of BULK_CHUNK, each
 * chunk one transaction (rows taken with `for update skip locked`, each row's state changed by a guarded UPDATE from
 * queued, so two servers never deliver a row twice). A row that cannot be delivered is failed with its reason and its
 * value stays in the batch's account until the batch ends (then it goes back to the buyer as uDollar). Text messages
 * and e-mails go out after each chunk has committed.
 */
export async function deliverDueBulkGifts(db: Db, now: Date, deps: GiftSmsDeps & { mail?: GiftEmailDeps }): Promise<BulkDeliveryOutcome> {
  const outcome: BulkDeliveryOutcome = { sent: 0, failed: 0 };
  for (;;) {
    const chunk = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          row: bulkGiftRows,
          member_id: bulkGifts.member_id,
          currency_code: bulkGifts.currency_code,
          country_id: bulkGifts.country_id,
        })
        .from(bulkGiftRows)
        .innerJoin(bulkGifts, eq(bulkGifts.id, bulkGiftRows.bulk_gift_id))
        .innerJoin(orders, eq(orders.id, bulkGifts.order_id))
        .where(and(eq(bulkGiftRows.status, 'queued'), lte(bulkGiftRows.deliver_at, now), eq(orders.payment_status, 'Paid')))
        .orderBy(asc(bulkGiftRows.deliver_at), asc(bulkGiftRows.id))
        .limit(BULK_CHUNK)
        .for('no key update', { of: bulkGiftRows, skipLocked: true });
      const sms: GiftSms[] = [];
      const emails: number[] = [];
      for (const d of due) {
        const row: DueRow = { ...d.row, member_id: d.member_id, currency_code: d.currency_code, country_id: d.country_id };
        try {
          const done = await tx.transaction((sp) => deliverRow(sp as unknown as Db, row, now, deps.baseUrl));
          await tx
            .update(bulkGiftRows)
            .set({ status: 'sent', gift_order_id: done.orderId, sent_at: now })
            .where(and(eq(bulkGiftRows.id, row.id), eq(bulkGiftRows.status, 'queued')));
          if (done.sms) sms.push(done.sms);
          if (done.email !== null) emails.push(done.email);
          outcome.sent++;
        } catch (err) {
          deps.logger?.warn({ err, bulkGiftId: row.bulk_gift_id, row: row.row_no }, 'bulk gift row could not be delivered');
          await tx
            .update(bulkGiftRows)
            .set({ status: 'failed', error: String((err as Error).message ?? err).slice(0, 300) })
            .where(and(eq(bulkGiftRows.id, row.id), eq(bulkGiftRows.status, 'queued')));
          outcome.failed++;
        }
      }
      return { count: due.length, queued: await queueGiftSms(tx as unknown as Db, sms, now), emails };
    });
    await sendQueuedSms(db, deps, now, chunk.queued);
    if (deps.mail && chunk.emails.length > 0) await sendQueuedGiftEmails(db, deps.mail, now, chunk.emails);
    if (chunk.count < BULK_CHUNK) return outcome;
  }
}
