import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evouchers, payments, redemptions } from '../../../src/server/db/schema/index.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aStaff } from '../admin/admin-support.ts';
import { aCounter, aVoucherAtCounter } from '../admin/redemption-scene.ts';

/**
 * A refund and a counter redemption of the same voucher at the same moment (decision 0236): exactly one wins, the
 * other hears why with a 409, and the books balance. On PostgreSQL (npm test's second stage) the two requests run
 * on separate connections at once; on PGlite they run one after the other, which must hold too.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TRIALS = 12;

describe('refund against counter redemption', () => {
  it(`${TRIALS} races of a whole voucher: exactly one of refund and redemption wins each`, async () => {
    const support = await (await aStaff(t, 'support')).client();
    let refunds = 0;
    let redeemed = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const scene = await aVoucherAtCounter(t, { price: 1200 });
      const counter = await aCounter(t, scene.brandId);
      const [voucher] = await t.db.select().from(evouchers).where(eq(evouchers.id, scene.voucherId));
      const [refund, redemption] = await Promise.all([
        support.req('POST', `/orders/${voucher.order_id}/refund`, { method: 'payment' }),
        counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId }),
      ]);
      const statuses = [refund.status, redemption.status].sort();
      expect(statuses, JSON.stringify([refund.body, redemption.body])).toSatisfy(
        (s: number[]) => (s[0] === 200 && s[1] === 409) || (s[0] === 201 && s[1] === 409),
      );
      const [after] = await t.db.select().from(evouchers).where(eq(evouchers.id, scene.voucherId));
      const [payment] = await t.db.select().from(payments).where(eq(payments.order_id, voucher.order_id));
      const used = await t.db.select().from(redemptions).where(eq(redemptions.evoucher_id, scene.voucherId));
      if (refund.status === 200) {
        refunds++;
        expect(redemption.body.reason).toBe('voucher_void');
        expect(after.status).toBe('Refunded');
        expect(used).toHaveLength(0);
        expect(payment.refunded_amount).toBe(1200);
      } else {
        redeemed++;
        expect(refund.body.reason).toBe('nothing_refundable');
        expect(after.status).toBe('Used');
        expect(used).toHaveLength(1);
        expect(payment.refunded_amount).toBe(0);
      }
    }
    expect(refunds + redeemed).toBe(TRIALS);
    expect((await reconcile(t.db)).differences).toEqual([]);
  });

  it('a part-spent stored-value voucher: the refund gives back exactly what the counter left', async () => {
    const support = await (await aStaff(t, 'support')).client();
    const scene = await aVoucherAtCounter(t, { price: 1000, storedValue: true });
    const counter = await aCounter(t, scene.brandId);
    const [voucher] = await t.db.select().from(evouchers).where(eq(evouchers.id, scene.voucherId));
    const [refund, spend] = await Promise.all([
      support.req('POST', `/orders/${voucher.order_id}/refund`, { method: 'payment' }),
      counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId, amount: 300 }),
    ]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.order_id, voucher.order_id));
    if (spend.status === 201) {
      // the counter went first: the refund gave back the 700 left
      expect(refund.status).toBe(200);
      expect(payment.refunded_amount).toBe(700);
    } else {
      expect(refund.status).toBe(200);
      expect(spend.status).toBe(409);
      expect(payment.refunded_amount).toBe(1000);
    }
    expect((await reconcile(t.db)).differences).toEqual([]);
  });
});
