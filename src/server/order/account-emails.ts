import { asc, eq } from 'drizzle-orm';
import { BASE } from '../../shared/base-path.ts';
import type { Db } from '../db/client.ts';
import { giftEmails, groupGifts, members, orderLines, orders, products } from '../db/schema/index.ts';
import type { LangKey } from '../db/schema/i18n-types.ts';
import type { EmailLang } from '../email/email-words.ts';
import { type ReceiptMethod, receiptEmail } from '../email/receipt-email.ts';
import { refundEmail } from '../email/refund-email.ts';
import type { EmailMessage } from '../platform/adapters.ts';

/** The order page the member's e-mails link to. */
export const orderPageLink = (baseUrl: string, orderId: number) => `${baseUrl}${BASE}/order-details?id=${orderId}`;

/** Where a member's receipts go: their address and language, or null when they have none or turned them off. */
async function mailboxOf(tx: Db, memberId: number): Promise<{ email: string; lang: EmailLang } | null> {
  const [m] = await tx
    .select({ email: members.email, on: members.receipt_emails, lang: members.language })
    .from(members)
    .where(eq(members.id, memberId));
  const email = m?.email.trim() ?? '';
  return m?.on && email !== '' ? { email, lang: m.lang } : null;
}

async function queue(tx: Db, kind: 'receipt' | 'refund', orderId: number, memberId: number, now: Date, params = {}) {
  const to = await mailboxOf(tx, memberId);
  if (!to) return null;
  const [row] = await tx
    .insert(giftEmails)
    .values({ kind, order_id: orderId, to_email: to.email, lang: to.lang, params, next_attempt_at: now, created_at: now })
    .returning({ id: giftEmails.id });
  return row.id;
}

/**
 * Queues a paid order's receipt to its buyer, in the transaction that marked it Paid (decision 0263): the gift
 * e-mail outbox's job sends it after commit. Nothing when the member has no address or turned receipts off.
 */
export function queueReceiptEmail(tx: Db, order: { id: number; member_id: number }, now: Date): Promise<number | null> {
  return queue(tx, 'receipt', order.id, order.member_id, now);
}

/** Queues a refund's note (what went back to the card, what as uDollar) in the refund's transaction (decision 0263). */
export function queueRefundEmail(
  tx: Db,
  order: { id: number; member_id: number },
  amounts: { toCard: number; toUdollar: number },
  now: Date,
): Promise<number | null> {
  if (amounts.toCard + amounts.toUdollar <= 0) return Promise.resolve(null);
  return queue(tx, 'refund', order.id, order.member_id, now, { to_card: amounts.toCard, to_udollar: amounts.toUdollar });
}

const LANG_KEY: Record<EmailLang, LangKey> = { eng: 'en', cn: 'cn', jp: 'jp' };

type Order = typeof orders.$inferSelect;

async function methodOf(tx: Db, order: Order): Promise<ReceiptMethod> {
  const [pool] = await tx.select({ id: groupGifts.id }).from(groupGifts).where(eq(groupGifts.order_id, order.id)).limit(1);
  if (pool) return 'group';
  if (order.order_amount > 0) return order.udollar_amount > 0 ? 'cardAndUdollar' : 'card';
  return order.udollar_amount > 0 ? 'udollar' : 'none';
}

async function receiptOf(tx: Db, order: Order, to: string, lang: EmailLang, baseUrl: string) {
  const rows = await tx
    .select({ quantity: orderLines.quantity, amount: orderLines.amount, names: orderLines.i18n, productNames: products.i18n })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .where(eq(orderLines.order_id, order.id))
    .orderBy(asc(orderLines.id));
  const key = LANG_KEY[lang];
  const lines = rows.map((r) => {
    const names = r.names ?? r.productNames;
    return { name: names[key]?.name || names.en.name, quantity: r.quantity, amount: r.amount };
  });
  return receiptEmail({
    to,
    lang,
    orderNo: order.order_no ?? String(order.id),
    currency: order.currency_code,
    lines,
    total: order.udollar_amount + order.order_amount,
    udollar: order.udollar_amount,
    card: order.order_amount,
    method: await methodOf(tx, order),
    link: orderPageLink(baseUrl, order.id),
  });
}

/**
 * A queued receipt's or refund note's e-mail, or null when it is no longer wanted (cancel it): the member turned
 * receipts off after it was queued, or the order is gone.
 */
export async function accountMessageOf(tx: Db, row: typeof giftEmails.$inferSelect, baseUrl: string): Promise<EmailMessage | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.order_id));
  if (!order) return null;
  const [member] = await tx.select({ on: members.receipt_emails }).from(members).where(eq(members.id, order.member_id));
  if (!member?.on) return null;
  if (row.kind === 'receipt') return receiptOf(tx, order, row.to_email, row.lang, baseUrl);
  return refundEmail({
    to: row.to_email,
    lang: row.lang,
    orderNo: order.order_no ?? String(order.id),
    currency: order.currency_code,
    toCard: row.params.to_card ?? 0,
    toUdollar: row.params.to_udollar ?? 0,
    link: orderPageLink(baseUrl, order.id),
  });
}
