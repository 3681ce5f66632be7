import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, udollarCards } from '../db/schema/index.ts';
import { isoishDateTime } from '../platform/format-date.ts';
import type { UdollarCardAnswer } from '../../shared/api/schemas/udollar.ts';

export type UdollarCardRow = UdollarCardAnswer;

/**
 * Every uDollar card the member owns, newest first, expired and spent ones included (the /udollar-list screen shows
 * them with "Expired on"). Optionally one currency. Never anyone else's cards: the member comes from the token.
 */
export async function listUdollarCards(
  db: Db,
  memberId: number,
  now: Date,
  opts: { currency?: string; limit?: number; offset?: number } = {},
): Promise<UdollarCardRow[]> {
  const rows = await db
    .select({ card: udollarCards, order_no: orders.order_no, paid_at: orders.paid_at })
    .from(udollarCards)
    .leftJoin(orders, eq(orders.id, udollarCards.order_id))
    .where(and(eq(udollarCards.member_id, memberId), opts.currency ? eq(udollarCards.currency_code, opts.currency) : undefined))
    .orderBy(desc(udollarCards.created_at), desc(udollarCards.id))
    .limit(opts.limit ?? 50)
    .offset(opts.offset ?? 0);
  return rows.map(({ card, order_no, paid_at }) => ({
    id: String(card.id),
    currency_code: card.currency_code,
    udollar_balance: card.balance,
    udollar_orig_balance: card.orig_balance,
    udollar_expire_date: isoishDateTime(card.expires_at),
    order_date: isoishDateTime(paid_at ?? card.created_at),
    order_no: order_no ?? '',
    is_expired: card.expires_at.getTime() < now.getTime(),
  }));
}
