import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { advisoryXactLock } from '../db/advisory-lock.ts';
import { members, orders } from '../db/schema/index.ts';

/** Counted referrals one client address may earn its referrers per UTC day (docs/decisions/0098). */
export const REFERRALS_PER_ADDRESS_PER_DAY = 3;

function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** True when the member has a paid order that cost something (cash or uDollar). */
async function hasPaidOrder(tx: Db, memberId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.member_id, memberId), eq(orders.payment_status, 'Paid'), sql`${orders.order_amount} + ${orders.udollar_amount} > 0`),
    )
    .limit(1);
  return !!row;
}

/**
 * Decides, once, whether a referred member's referral counts toward the referrer's rewards: only after a paid order,
 * and only while the address it was applied from has fewer than REFERRALS_PER_ADDRESS_PER_DAY counted that UTC day.
 * The reason stays on the member (referral_status). A per-address lock makes the cap hold under simultaneous
 * payments. Run inside the transaction that pays the order, or that applies the code.
 */
export async function creditReferral(tx: Db, memberId: number, now: Date): Promise<void> {
  const [m] = await tx
    .select({ status: members.referral_status, ip: members.referral_ip, referrer: members.referred_by_member_id })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!m || m.referrer === null || m.status !== 'no_paid_order') return;
  if (!(await hasPaidOrder(tx, memberId))) return;
  const ip = m.ip ?? '';
  await advisoryXactLock(tx, sql`hashtext(${`referral-ip:${ip}`})`);
  const [counted] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.referral_ip, ip), eq(members.referral_status, 'counted'), gte(members.referral_counted_at, utcDayStart(now))));
  const status = Number(counted?.n ?? 0) < REFERRALS_PER_ADDRESS_PER_DAY ? 'counted' : 'address_cap';
  await tx
    .update(members)
    .set({ referral_status: status, referral_counted_at: status === 'counted' ? now : null })
    .where(and(eq(members.id, memberId), eq(members.referral_status, 'no_paid_order')));
}
