import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, orderLines, orders } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { product, setStock, sgProducts, type SgProducts } from '../basket/checkout-support.ts';

const BUYERS = 300;
const STOCK = 20;
const onPostgres = !!process.env.TEST_DATABASE_URL;

let t: TestApp;
let SG: SgProducts;
beforeAll(async () => {
  // this test is about stock, not load shedding: on a busy machine 300 reserves may queue for longer than the
  // default 5 s, which would answer 503 instead of deciding the stock
  t = await createTestApp({ env: { API_MAX_QUEUE_WAIT_MS: '120000' } });
  SG = await sgProducts(t);
});
afterAll(() => t?.close());

/**
 * Hundreds of buyers reserve the last units at the same moment. Needs real PostgreSQL (concurrent connections);
 * PGlite is one connection, so there the transactions would only run one after another and prove nothing.
 */
describe.skipIf(!onPostgres)(
  'reserve_order under concurrency (PostgreSQL; skipped on PGlite: single connection, no real concurrency)',
  () => {
    it(`${BUYERS} concurrent reserves for stock ${STOCK} sell exactly ${STOCK}`, async () => {
      const product_id = SG.grillValue;
      await setStock(t.db, product_id, STOCK);
      const created = await t.db
        .insert(members)
        .values(
          Array.from({ length: BUYERS }, (_, i) => ({
            phone_prefix: '+65',
            phone_number: `8${String(i).padStart(7, '0')}`,
            phone_e164: `+658${String(i).padStart(7, '0')}`,
            name: `Buyer ${i}`,
            referral_code: `BUY${String(i).padStart(5, '0')}`,
            country_id: 1,
          })),
        )
        .returning({ id: members.id });
      const buyerIds = created.map((m) => m.id);
      const baskets = await t.db
        .insert(orders)
        .values(buyerIds.map((member_id) => ({ member_id, payment_status: 'Basket', currency_code: 'SGD' })))
        .returning({ id: orders.id });
      await t.db.insert(orderLines).values(baskets.map((b) => ({ order_id: b.id, product_id, quantity: 1, currency_code: 'SGD' })));
      const tokens = [];
      for (const id of buyerIds) tokens.push(await t.memberToken(id));

      const results = await Promise.all(tokens.map((token) => t.call('order', 'reserve_order', {}, { token })));
      const ok = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status === 409);
      expect(ok).toHaveLength(STOCK);
      expect(refused).toHaveLength(BUYERS - STOCK);
      expect(refused.every((r) => Array.isArray(r.body.insufficient_stock))).toBe(true);
      expect((await product(t.db, product_id)).stock).toBe(0);
      const pending = await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.member_id, buyerIds), eq(orders.payment_status, 'Pending')));
      expect(pending).toHaveLength(STOCK);
    }, 120_000);
  },
);
