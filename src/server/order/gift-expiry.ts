import { and, eq, min, or, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { evouchers, udollarCards } from '../db/schema/index.ts';
import { badInput, conflict } from '../platform/api-error.ts';
import { apiDateTime } from '../platform/format-date.ts';

/** A scheduled gift reaches its recipient with at least this many days left to use it (decision 0262). */
export const MIN_DAYS_LEFT_AT_DELIVERY = 7;
const DAY_MS = 86_400_000;

/** When the first of what an order bought expires (its vouchers and any uDollar card it created), or null. */
export async function goodsExpireAt(tx: Db, orderId: number): Promise<Date | null> {
  const [v] = await tx
    .select({ at: min(evouchers.expires_at) })
    .from(evouchers)
    .where(eq(evouchers.order_id, orderId));
  const [c] = await tx
    .select({ at: min(udollarCards.expires_at) })
    .from(udollarCards)
    .where(eq(udollarCards.order_id, orderId));
  const dates = [v?.at, c?.at].filter((d): d is Date => d instanceof Date || typeof d === 'string').map((d) => new Date(d));
  if (dates.length === 0) return null;
  return new Date(Math.min(...dates.map((d) => d.getTime())));
}

/**
 * A delivery time a gift's validity allows (decision 0262): refused, naming deliver_at, when the recipient would get
 * it with less than MIN_DAYS_LEFT_AT_DELIVERY days left, so a birthday gift bought months ahead never arrives dead.
 */
export async function checkDeliverBeforeExpiry(tx: Db, orderId: number, deliverAt: Date): Promise<void> {
  const expires = await goodsExpireAt(tx, orderId);
  if (!expires) return;
  const latest = new Date(expires.getTime() - MIN_DAYS_LEFT_AT_DELIVERY * DAY_MS);
  if (deliverAt.getTime() > latest.getTime())
    throw badInput(
      'deliver_at',
      `must leave the recipient at least ${MIN_DAYS_LEFT_AT_DELIVERY} days before the gift expires on ${apiDateTime(expires)}: choose ${apiDateTime(latest)} or earlier`,
    );
}

/**
 * Refuses to hand over a gift whose vouchers have expired (decision 0262): it is never delivered as new. Its value
 * stays with the sender, where the lapse rule of its market applies.
 */
export async function refuseExpiredGift(tx: Db, orderId: number, now: Date): Promise<void> {
  const [dead] = await tx
    .select({ id: evouchers.id })
    .from(evouchers)
    .where(
      and(
        eq(evouchers.order_id, orderId),
        or(eq(evouchers.status, 'Expired'), and(eq(evouchers.status, 'Active'), lte(evouchers.expires_at, now))),
      ),
    )
    .limit(1);
  if (dead) throw conflict('This gift expired before it reached its recipient, so it can no longer be given', undefined, 'gift_expired');
}
