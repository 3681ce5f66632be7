import { eq, sql } from 'drizzle-orm';
import {
  evouchers,
  members,
  orderLines,
  orders,
  payments,
  pointsLedger,
  products,
  udollarCards,
  udollarLedger,
} from '../db/schema/index.ts';
import { daysAfter, type SeedContext } from './context.ts';
import { ORDER_PLAN } from './data/activity-plan.ts';
import { buildOrder, type BuiltOrder } from './order-builder.ts';
import { seedNotifications } from './notifications.ts';

export interface ActivityCounts {
  orders: number;
  orderLines: number;
  evouchers: number;
  udollarCards: number;
  notifications: number;
}

/** uDollar cards: 1 expired (bought by order 1, partly spent by order 2), 2 current (order 3, spent by order 5). */
const CARD_IDS = { expired: 1, current: 2 } as const;
const CARD_SOURCES: { id: number; purchaseOrder: number }[] = [
  { id: CARD_IDS.expired, purchaseOrder: 1 },
  { id: CARD_IDS.current, purchaseOrder: 3 },
];

function paidAtOf(built: BuiltOrder[], orderId: number): Date {
  const b = built.find((x) => x.plan.id === orderId);
  if (!b?.paidAt) throw new Error(`order ${orderId} is not paid`);
  return b.paidAt;
}

async function seedUdollar({ tx }: SeedContext, built: BuiltOrder[]): Promise<number> {
  for (const src of CARD_SOURCES) {
    const purchase = built.find((b) => b.plan.id === src.purchaseOrder);
    if (!purchase?.paidAt) throw new Error(`uDollar purchase order ${src.purchaseOrder} missing`);
    const value = purchase.lines[0].unit_price ?? 0;
    const spends = built.filter((b) => b.order.udollar_card_id === src.id);
    const ledger = [
      { card_id: src.id, order_id: src.purchaseOrder, amount: value, reason: 'purchase', created_at: purchase.paidAt },
      ...spends.map((b) => ({
        card_id: src.id,
        order_id: b.plan.id,
        amount: -(b.order.udollar_amount ?? 0),
        reason: 'order',
        created_at: paidAtOf(built, b.plan.id),
      })),
    ];
    await tx.insert(udollarCards).values({
      id: src.id,
      member_id: purchase.plan.memberId,
      order_id: src.purchaseOrder,
      currency_code: purchase.order.currency_code,
      orig_balance: value,
      balance: ledger.reduce((s, l) => s + l.amount, 0),
      expires_at: daysAfter(purchase.paidAt, 365),
      created_at: purchase.paidAt,
    });
    await tx.insert(udollarLedger).values(ledger);
  }
  return CARD_SOURCES.length;
}

/** Paid orders credit their points to the buyer; a Pending order holds the stock it reserved. */
export async function applyOrderEffects({ tx }: SeedContext, built: BuiltOrder[]): Promise<void> {
  const earned = built.filter((b) => b.paidAt && (b.order.points ?? 0) > 0);
  if (earned.length > 0) {
    await tx.insert(pointsLedger).values(
      earned.map((b) => ({
        member_id: b.plan.memberId,
        amount: b.order.points ?? 0,
        reason: `order:${b.plan.id}`,
        created_at: b.paidAt ?? undefined,
      })),
    );
  }
  const perMember = new Map<number, number>();
  for (const b of earned) perMember.set(b.plan.memberId, (perMember.get(b.plan.memberId) ?? 0) + (b.order.points ?? 0));
  for (const [memberId, points] of perMember) {
    await tx
      .update(members)
      .set({ points: sql`${members.points} + ${points}` })
      .where(eq(members.id, memberId));
  }
  for (const b of built.filter((x) => x.plan.paymentStatus === 'Pending')) {
    for (const l of b.lines)
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${l.quantity}` })
        .where(eq(products.id, l.product_id));
  }
}

export async function seedActivity(ctx: SeedContext): Promise<ActivityCounts> {
  const { tx, now } = ctx;
  let nextLineId = 1;
  const built = ORDER_PLAN.map((plan) => {
    const cardId = plan.udollar ? CARD_IDS[plan.udollar.card] : null;
    const b = buildOrder(plan, now, nextLineId, cardId);
    nextLineId += b.lines.length;
    return b;
  });
  await tx.insert(orders).values(built.map((b) => b.order));
  const lines = built.flatMap((b) => b.lines);
  await tx.insert(orderLines).values(lines);
  const vouchers = built.flatMap((b) => b.vouchers);
  await tx.insert(evouchers).values(vouchers);
  // stored-value vouchers start with their face value to spend at a counter
  await tx.execute(
    sql`update evouchers set balance = p.original_price from products p where p.id = evouchers.product_id and p.stored_value and evouchers.balance is null`,
  );
  const paymentRows = built.flatMap((b) => (b.payment ? [b.payment] : []));
  await tx.insert(payments).values(paymentRows);
  const cards = await seedUdollar(ctx, built);
  await applyOrderEffects(ctx, built);
  const notifications = await seedNotifications(ctx, built);
  return { orders: built.length, orderLines: lines.length, evouchers: vouchers.length, udollarCards: cards, notifications };
}
