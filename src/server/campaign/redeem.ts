import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { campaignRedemptions, campaigns, members, orderLines, orders, pointsLedger, products } from '../db/schema/index.ts';
import { ApiError, conflict, notFound } from '../platform/api-error.ts';
import { generateVoucherCode, isVoucherCodeType } from '../evoucher/voucher-code.ts';
import { randomId } from '../platform/crypto.ts';
import { shopAccount } from '../ledger/accounts.ts';
import { post } from '../ledger/post.ts';
import { createVouchers } from '../value/vouchers.ts';
import { campaignProgress, redeemBlocker } from './progress.ts';

const DAY_MS = 86_400_000;

export interface RedeemResult {
  message: string;
  reward_type: string;
  product_id: number;
  order_id: number;
  points: number;
}

const yyyymmdd = (d: Date): string => d.toISOString().slice(0, 10).replaceAll('-', '');

/** product_free: one unit of stock becomes a 'Campaign Redemption' order with one line and one e-voucher. */
async function issueFreeVoucher(tx: Db, memberId: number, productId: number, now: Date): Promise<number> {
  const taken = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - 1`, sold_count: sql`${products.sold_count} + 1` })
    .where(and(eq(products.id, productId), eq(products.active, true), sql`${products.stock} >= 1`))
    .returning();
  const product = taken[0];
  if (!product) throw conflict('Sorry, this reward is out of stock');
  const [order] = await tx
    .insert(orders)
    .values({
      member_id: memberId,
      share_id: randomId(),
      payment_status: 'Campaign Redemption',
      order_status: 'Self-Use',
      country_id: product.country_id,
      currency_code: product.currency_code,
      sub_total: product.original_price,
      total_discount: product.original_price,
      order_amount: 0,
      created_at: now,
      reserved_at: now,
      paid_at: now,
    })
    .returning({ id: orders.id });
  await tx
    .update(orders)
    .set({ order_no: `CR${yyyymmdd(now)}${order.id}` })
    .where(eq(orders.id, order.id));
  const [line] = await tx
    .insert(orderLines)
    .values({
      order_id: order.id,
      product_id: product.id,
      quantity: 1,
      unit_price: product.original_price,
      unit_discount: product.original_price,
      amount: 0,
      currency_code: product.currency_code,
      i18n: product.i18n,
      image: product.image,
    })
    .returning({ id: orderLines.id });
  const codeType = isVoucherCodeType(product.evoucher_code_type) ? product.evoucher_code_type : 'alphanumeric';
  const made = await createVouchers(tx, [
    {
      order_id: order.id,
      order_line_id: line.id,
      product_id: product.id,
      owner_member_id: memberId,
      code_type: codeType,
      code: generateVoucherCode(codeType),
      face_value: product.original_price,
      currency_code: product.currency_code,
      brand_id: product.brand_id,
      stored_value: product.stored_value,
      country_id: product.country_id,
      paid_value: 0,
      expires_at: new Date(now.getTime() + product.voucher_validity_days * DAY_MS),
      created_at: now,
    },
  ]);
  // a reward is the shop's gift: its promotions account funds the voucher (decision 0236)
  await post(tx, { kind: 'issue', at: now, orderId: order.id }, [
    ...made.legs,
    { account: shopAccount('promotions', product.currency_code), amount: product.original_price },
  ]);
  return order.id;
}

/**
 * Redeems a campaign's reward once per member, in one transaction: the redemption row (its primary key makes a
 * second redemption fail), then the reward itself: points credited with a ledger row, a free product issued as an
 * e-voucher, or a discounted product answered for the client to open.
 */
export async function redeemCampaignReward(db: Db, memberId: number, campaignId: number, now: Date): Promise<RedeemResult> {
  return db.transaction(async (tx) => {
    const [c] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
    if (!c) throw notFound('Campaign');
    const [already] = await tx
      .select()
      .from(campaignRedemptions)
      .where(and(eq(campaignRedemptions.campaign_id, c.id), eq(campaignRedemptions.member_id, memberId)))
      .limit(1);
    const blocker = redeemBlocker(c, await campaignProgress(tx, c, memberId), already !== undefined, now);
    if (blocker) throw new ApiError(already ? 'conflict' : 'bad_request', blocker, { field: already ? undefined : 'campaign_id' });
    const inserted = await tx
      .insert(campaignRedemptions)
      .values({ campaign_id: c.id, member_id: memberId, redeemed_at: now })
      .onConflictDoNothing()
      .returning({ campaign_id: campaignRedemptions.campaign_id });
    if (inserted.length === 0) throw conflict('You have already redeemed this campaign', undefined, 'campaign_redeemed');

    const result: RedeemResult = { message: '', reward_type: c.reward_type, product_id: 0, order_id: 0, points: 0 };
    if (c.reward_type === 'points') {
      await tx
        .update(members)
        .set({ points: sql`${members.points} + ${c.reward_points}` })
        .where(eq(members.id, memberId));
      await tx.insert(pointsLedger).values({ member_id: memberId, amount: c.reward_points, reason: `campaign:${c.id}`, created_at: now });
      result.points = c.reward_points;
      result.message = `${c.reward_points.toLocaleString('en-US')} points have been added to your account`;
    } else if (c.reward_type === 'product_free') {
      if (!c.reward_product_id) throw conflict('This reward is not available');
      result.order_id = await issueFreeVoucher(tx, memberId, c.reward_product_id, now);
      result.product_id = c.reward_product_id;
      result.message = 'Your free voucher is now in your wallet';
    } else if (c.reward_type === 'product_discount') {
      if (!c.reward_product_id) throw conflict('This reward is not available');
      result.product_id = c.reward_product_id;
      result.message = 'Your member price is unlocked';
    }
    return result;
  });
}
