import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, udollarCards, udollarLedger } from '../db/schema/index.ts';
import { notFound } from '../platform/api-error.ts';
import { apiDateTime } from '../platform/format-date.ts';

export interface UdollarHistoryRow {
  /** DD/MM/YYYY HH:mm:ss */
  ordered_date: string;
  /** minor units: positive for the purchase credit, negative for each use */
  amount: number;
  currency_code: string;
  order_no: string;
  order_id: number;
  reason: string;
}

/** The ledger of one of my cards, newest first. Another member's card is "not found" (its existence is not revealed). */
export async function udollarHistory(db: Db, memberId: number, cardId: number, page: { limit?: number; offset?: number } = {}) {
  const [card] = await db
    .select()
    .from(udollarCards)
    .where(and(eq(udollarCards.id, cardId), eq(udollarCards.member_id, memberId)))
    .limit(1);
  if (!card) throw notFound('uDollar card');
  const rows = await db
    .select({ entry: udollarLedger, order_no: orders.order_no })
    .from(udollarLedger)
    .leftJoin(orders, eq(orders.id, udollarLedger.order_id))
    .where(eq(udollarLedger.card_id, card.id))
    .orderBy(desc(udollarLedger.created_at), desc(udollarLedger.id))
    .limit(page.limit ?? 50)
    .offset(page.offset ?? 0);
  const table: UdollarHistoryRow[] = rows.map(({ entry, order_no }) => ({
    ordered_date: apiDateTime(entry.created_at),
    amount: entry.amount,
    currency_code: card.currency_code,
    order_no: order_no ?? '',
    order_id: entry.order_id ?? 0,
    reason: entry.reason,
  }));
  return { table, currency_code: card.currency_code, udollar_balance: card.balance, udollar_orig_balance: card.orig_balance };
}
