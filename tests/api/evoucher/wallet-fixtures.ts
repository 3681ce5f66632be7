import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { evouchers, orderLines, orders, products } from '../../../src/server/db/schema/index.ts';
import { generateVoucherCode, type VoucherCodeType } from '../../../src/server/evoucher/voucher-code.ts';
import type { TestApp } from '../../support/test-app.ts';
import { aProduct } from '../../support/factories.ts';
import { orderScene, type OrderScene } from '../order/order-scene.ts';

export const DAY = 86_400_000;

export interface VoucherSpec {
  status?: 'Active' | 'Used' | 'Expired';
  /** days from `now` to the expiry (negative: already past) */
  expiresInDays: number;
  codeType?: VoucherCodeType;
}

export interface MadeOrder {
  orderId: number;
  lineId: number;
  voucherIds: number[];
}

/**
 * A paid order placed by `buyer` with one line of `productId`, whose vouchers belong to `owner` (the buyer unless a
 * recipient redeemed it: then pass recipient = owner).
 */
export async function makeVoucherOrder(
  db: Db,
  opts: {
    buyer: number;
    owner?: number;
    recipient?: number | null;
    productId: number;
    now: Date;
    vouchers: VoucherSpec[];
    orderStatus?: string;
  },
): Promise<MadeOrder> {
  const owner = opts.owner ?? opts.buyer;
  const [product] = await db.select().from(products).where(eq(products.id, opts.productId));
  if (!product) throw new Error(`no product ${opts.productId}`);
  const [order] = await db
    .insert(orders)
    .values({
      member_id: opts.buyer,
      payment_status: 'Paid',
      order_status: opts.orderStatus ?? 'Self-Use',
      currency_code: product.currency_code,
      country_id: product.country_id,
      recipient_id: opts.recipient ?? null,
      paid_at: opts.now,
      created_at: opts.now,
      order_no: `UGTEST${Math.floor(Math.random() * 1e9)}`,
    })
    .returning({ id: orders.id });
  const [line] = await db
    .insert(orderLines)
    .values({
      order_id: order.id,
      product_id: product.id,
      quantity: opts.vouchers.length,
      unit_price: product.original_price,
      amount: product.original_price * opts.vouchers.length,
      currency_code: product.currency_code,
      i18n: product.i18n,
      image: product.image,
    })
    .returning({ id: orderLines.id });
  const rows = await db
    .insert(evouchers)
    .values(
      opts.vouchers.map((v) => {
        const type = v.codeType ?? (product.evoucher_code_type as VoucherCodeType);
        return {
          order_id: order.id,
          order_line_id: line.id,
          product_id: product.id,
          owner_member_id: owner,
          code_type: type,
          code: generateVoucherCode(type),
          status: v.status ?? 'Active',
          expires_at: new Date(opts.now.getTime() + v.expiresInDays * DAY),
          used_at: v.status === 'Used' ? opts.now : null,
          created_at: opts.now,
        };
      }),
    )
    .returning({ id: evouchers.id });
  return { orderId: order.id, lineId: line.id, voucherIds: rows.map((r) => r.id) };
}

/** The seeded Singapore product of a code type (the demo shop has one brand per type). */
/** A fresh product whose vouchers carry this kind of code. */
export async function productOfType(t: TestApp, type: VoucherCodeType): Promise<number> {
  return aProduct(t, { name: `A ${type} voucher`, codeType: type });
}

/**
 * The wallet tests' world: the order scene (Alex's orders in every state, made by the factories) plus two expired
 * PageTurner vouchers whose terms carry hostile HTML.
 */
export async function walletScene(t: TestApp): Promise<OrderScene & { pageTurner: MadeOrder }> {
  const scene = await orderScene(t);
  const product = await aProduct(t, {
    name: 'PageTurner Books S$20 E-Voucher',
    terms:
      '<p>Need help? <a href="javascript:alert(1)" onclick="steal()">Ask us</a></p><script>alert(1)</script><img src=x onerror="steal()">',
  });
  const pageTurner = await makeVoucherOrder(t.db, {
    buyer: scene.alex.id,
    productId: product,
    now: new Date(t.clock.now.getTime() - 400 * DAY),
    vouchers: [{ expiresInDays: 30 }, { expiresInDays: 60 }],
  });
  await t.db.update(evouchers).set({ status: 'Expired' }).where(eq(evouchers.order_id, pageTurner.orderId));
  return { ...scene, pageTurner };
}
