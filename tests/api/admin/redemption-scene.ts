import { eq } from 'drizzle-orm';
import { evouchers, outlets, products } from '../../../src/server/db/schema/index.ts';
import type { TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aProduct, type ProductOptions, type TestMember } from '../../support/factories.ts';
import { aStaff, type StaffClient } from './admin-support.ts';

let counter = 0;

/** A merchant's counter: its own staff member and its own address (so rate limits never cross tests). */
export async function aCounter(t: TestApp, brandId: number | null): Promise<StaffClient & { address: string }> {
  const client = await (await aStaff(t, 'merchant', { brandId })).client();
  const address = `10.77.${Math.floor(++counter / 250)}.${counter % 250}`;
  return {
    ...client,
    address,
    req: (method, path, body, headers = {}) => client.req(method, path, body, { 'x-forwarded-for': address, ...headers }),
  };
}

export interface VoucherScene {
  productId: number;
  brandId: number;
  outletId: number;
  outletName: string;
  holder: TestMember;
  code: string;
  voucherId: number;
  lineId: number;
}

/** A member holding one paid voucher (bought for themselves) of a product of its own brand. */
export async function aVoucherAtCounter(t: TestApp, opts: ProductOptions = {}): Promise<VoucherScene> {
  const productId = await aProduct(t, opts);
  const [product] = await t.db.select({ brandId: products.brand_id }).from(products).where(eq(products.id, productId));
  const [outlet] = await t.db.select().from(outlets).where(eq(outlets.product_id, productId));
  const holder = await aMember(t, { name: 'Tan Ah Kow' });
  await aPaidOrder(t, holder, { gift: false, lines: [{ productId, quantity: 1 }] });
  const [voucher] = await t.db.select().from(evouchers).where(eq(evouchers.product_id, productId));
  return {
    productId,
    brandId: product.brandId,
    outletId: outlet.id,
    outletName: outlet.outlet_name,
    holder,
    code: voucher.code,
    voucherId: voucher.id,
    lineId: voucher.order_line_id,
  };
}
