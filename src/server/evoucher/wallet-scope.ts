import { and, eq, inArray, isNull, lte, or, gt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { evouchers, orders } from '../db/schema/index.ts';
import type { WalletFilter } from '../../shared/api/schemas/evoucher.ts';

/**
 * The vouchers in a member's wallet: the ones they own, except those of an order sent to someone else
 * (a gift in transit stays with its sender until the recipient redeems it, and then belongs to the recipient), and
 * except those voided by support's refund or swapped by their recipient for another product (decision 0265). Queries using it join orders on evouchers.order_id.
 */
export function inWalletOf(memberId: number): SQL {
  return and(
    eq(evouchers.owner_member_id, memberId),
    notInArray(evouchers.status, ['Refunded', 'Swapped']),
    or(isNull(orders.recipient_id), eq(orders.recipient_id, evouchers.owner_member_id)),
  )!;
}

/**
 * The wallet tabs (spec: wallet tabs are active, received, used):
 * - active: bought by the member themself, Active and not yet past expiry;
 * - received: from orders placed by another member (gifts the member redeemed), whatever their state;
 * - used (the Past tab): Used or Expired, stored or by date.
 */
export function walletFilter(filter: WalletFilter, memberId: number, now: Date): SQL {
  switch (filter) {
    case 'active':
      return and(eq(orders.member_id, memberId), eq(evouchers.status, 'Active'), gt(evouchers.expires_at, now))!;
    case 'received':
      return ne(orders.member_id, memberId);
    case 'used':
      return or(inArray(evouchers.status, ['Used', 'Expired']), lte(evouchers.expires_at, now))!;
    default: {
      const unknown: never = filter;
      throw new Error(`unknown wallet filter ${String(unknown)}`);
    }
  }
}

/** Case-insensitive match of a keyword in a line's product name in any language. */
export function nameMatches(i18nColumn: SQL | unknown, keyword: string): SQL {
  const names = sql`lower(coalesce(${i18nColumn}->'en'->>'name', '') || ' ' || coalesce(${i18nColumn}->'cn'->>'name', '') || ' ' || coalesce(${i18nColumn}->'jp'->>'name', ''))`;
  return sql`strpos(${names}, ${keyword.toLowerCase()}) > 0`;
}
