import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { evouchers, orderLines, orders, products } from '../../../src/server/db/schema/index.ts';
import { generateVoucherCode, type VoucherCodeType } from '../../../src/server/evoucher/voucher-code.ts';

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
export async function productOfType(db: Db, type: VoucherCodeType): Promise<number> {
  const rows = await db
    .select({ id: products.id, type: products.evoucher_code_type, country: products.country_id, udollar: products.is_udollar })
    .from(products)
    .where(eq(products.evoucher_code_type, type));
  const pick = rows.filter((r) => !r.udollar).sort((a, b) => a.id - b.id)[0];
  if (!pick) throw new Error(`no product of type ${type}`);
  return pick.id;
}
