import { and, eq, exists, gt, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type campaigns, members, orderLines, orders } from '../db/schema/index.ts';

export type Campaign = typeof campaigns.$inferSelect;

export interface CampaignProgress {
  /** events counted so far (friends who joined, paid orders) */
  current: number;
  target: number;
  /** floor(current / target * 100); may exceed 100 (the client shows 100% or more as complete) */
  percentage: number;
  campaign_progress_message: string;
}

/** Members who joined with my referral code and whose referral counts (a paid order, within the address cap). */
async function referrals(db: Db, me: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.referred_by_member_id, me), eq(members.referral_status, 'counted')));
  return Number(row?.n ?? 0);
}

/**
 * My paid purchases inside the campaign's window ("this season"): Paid orders that cost something (cash or uDollar)
 * and bought at least one product. A free gift-card-only order is made Paid by pay_order with order_amount 0; it is
 * not a purchase and must not complete the task.
 */
async function paidOrders(db: Db, me: number, c: Campaign): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.member_id, me),
        eq(orders.payment_status, 'Paid'),
        gt(sql`${orders.order_amount} + ${orders.udollar_amount}`, 0),
        exists(db.select({ one: sql`1` }).from(orderLines).where(eq(orderLines.order_id, orders.id))),
        c.starts_at ? gte(orders.created_at, c.starts_at) : undefined,
        c.ends_at ? lte(orders.created_at, c.ends_at) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

function message(c: Campaign, current: number, target: number): string {
  if (c.task_type === 'invite') return `${current} of ${target} ${target === 1 ? 'friend' : 'friends'} joined`;
  if (c.task_type === 'purchase') return `${current} of ${target} ${target === 1 ? 'order' : 'orders'} completed`;
  if (c.task_type === 'new_app') return 'Sign in on the Ugift app to complete this task';
  return '';
}

/**
 * Progress of a task campaign for a member, computed from real events: invite counts referral registrations,
 * purchase counts paid orders, new_app happens only in the mobile app (never observed here). Null for campaigns
 * without a task, and for guests.
 */
export async function campaignProgress(db: Db, c: Campaign, memberId: number | null): Promise<CampaignProgress | null> {
  if (c.campaign_type !== 'task_based' || c.task_type === 'none' || memberId === null) return null;
  const target = Math.max(1, c.target_count);
  let current = 0;
  if (c.task_type === 'invite') current = await referrals(db, memberId);
  else if (c.task_type === 'purchase') current = await paidOrders(db, memberId, c);
  const percentage = Math.floor((current * 100) / target);
  return { current, target, percentage, campaign_progress_message: message(c, current, target) };
}

export function isActive(c: Campaign, now: Date): boolean {
  return (!c.starts_at || c.starts_at.getTime() <= now.getTime()) && (!c.ends_at || c.ends_at.getTime() >= now.getTime());
}

/** Why a member may not redeem now, or null when they may. */
export function redeemBlocker(c: Campaign, progress: CampaignProgress | null, redeemed: boolean, now: Date): string | null {
  if (c.reward_type === 'none') return 'This campaign has no reward to redeem';
  if (c.task_type === 'new_app') return 'This reward is redeemed in the Ugift app';
  if (redeemed) return 'You have already redeemed this campaign';
  if (!isActive(c, now)) return 'This campaign is not running';
  if (c.task_type !== 'none' && (progress === null || progress.percentage < 100)) return 'Complete the task first to redeem this reward';
  return null;
}
