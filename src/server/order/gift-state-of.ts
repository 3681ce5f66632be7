import { sql } from 'drizzle-orm';
import { giftState, type GiftState } from '../../shared/gift-state.ts';
import type { Db } from '../db/client.ts';
import { orders, withdrawnGiftLinks } from '../db/schema/index.ts';

export interface GiftStateRow {
  payment_status: string;
  order_status: string;
  opened_at: Date | null;
  declined_at: Date | null;
  taken_back_at: Date | null;
}

/** The one state of an order as a gift (decision 0241), from its row and whether its recipient used it. */
export function giftStateOf(o: GiftStateRow, used: boolean): GiftState {
  return giftState({
    payment_status: o.payment_status,
    order_status: o.order_status,
    opened: o.opened_at !== null,
    used,
    declined_at: o.declined_at?.getTime() ?? null,
    taken_back_at: o.taken_back_at?.getTime() ?? null,
  });
}

/**
 * In a list's SELECT: whether a Gifted order's recipient used any of it (a voucher used or partly spent at a counter,
 * or its uDollar card spent from), the same test as giftRedeemed, for every row in one statement.
 */
export const recipientUsedSql = sql<boolean>`(${orders.order_status} = 'Gifted' and ${orders.recipient_id} is not null and (
  exists (select 1 from evouchers e where (e.order_id = ${orders.id}
      or e.order_id = (select s.id from orders s where s.swapped_from_order_id = ${orders.id})) and e.owner_member_id = ${orders.recipient_id}
    and (e.status = 'Used' or exists (select 1 from redemptions r where r.evoucher_id = e.id)))
  or exists (select 1 from udollar_cards u where u.order_id = ${orders.id} and u.member_id = ${orders.recipient_id}
    and u.balance < u.orig_balance)))`;

/** Records that a share link stopped working and why, so that the link can say so (decision 0241). */
export async function withdrawLink(
  db: Db,
  order: { id: number; share_id: string | null },
  reason: 'taken_back' | 'declined' | 'readdressed',
  now: Date,
) {
  if (!order.share_id) return;
  await db
    .insert(withdrawnGiftLinks)
    .values({ share_id: order.share_id, order_id: order.id, reason, withdrawn_at: now })
    .onConflictDoNothing();
}
