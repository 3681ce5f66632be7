import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evouchers, outlets, products, redemptions } from '../../../src/server/db/schema/index.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aProduct, aSentGift } from '../../support/factories.ts';
import { aCounter } from '../admin/redemption-scene.ts';

/**
 * A recipient's swap and a counter redemption of the same gift at the same moment (decision 0265): exactly one wins,
 * the other hears why with a 409, and the books balance. On PostgreSQL (npm test's second stage) the two requests run
 * on separate connections at once; on PGlite one after the other, which must hold too.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ROUNDS = 50;

describe('swap against counter redemption', () => {
  it(`${ROUNDS} races: exactly one of swap and redemption wins each`, async () => {
    const sender = await aMember(t, { name: 'Sam Sender' });
    let swaps = 0;
    let redeemed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const rita = await aMember(t, { name: 'Rita Recipient' });
      const giftProduct = await aProduct(t, { price: 1200 });
      const cheaper = await aProduct(t, { price: 800 });
      const gift = await aSentGift(t, sender, rita, { lines: [{ productId: giftProduct, quantity: 1 }] });
      const [voucher] = await t.db.select().from(evouchers).where(eq(evouchers.order_id, gift.id));
      const [product] = await t.db.select({ brandId: products.brand_id }).from(products).where(eq(products.id, giftProduct));
      const [outlet] = await t.db.select().from(outlets).where(eq(outlets.product_id, giftProduct));
      const counter = await aCounter(t, product.brandId);
      const [swap, redemption] = await Promise.all([
        t.call('order', 'swap_order', { order_id: gift.id, product_id: cheaper }, { token: rita.token }),
        counter.req('POST', '/redemptions', { code: voucher.code, outlet_id: outlet.id }),
      ]);
      const won = [swap.status === 200, redemption.status === 201];
      expect(won.filter(Boolean), JSON.stringify([swap.body, redemption.body])).toHaveLength(1);
      const [after] = await t.db.select().from(evouchers).where(eq(evouchers.id, voucher.id));
      const used = await t.db.select().from(redemptions).where(eq(redemptions.evoucher_id, voucher.id));
      if (swap.status === 200) {
        swaps++;
        expect(redemption.status).toBe(409);
        expect(after.status).toBe('Swapped');
        expect(used).toHaveLength(0);
      } else {
        redeemed++;
        expect([swap.status, swap.body.reason]).toEqual([409, 'gift_used']);
        expect(after.status).toBe('Used');
        expect(used).toHaveLength(1);
      }
    }
    expect(swaps + redeemed).toBe(ROUNDS);
    expect((await reconcile(t.db)).differences).toEqual([]);
  }, 300_000);
});
