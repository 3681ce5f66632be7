import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evouchers, redemptions } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aCounter, aVoucherAtCounter } from '../admin/redemption-scene.ts';

/**
 * Counters racing on one voucher, on PGlite and (in npm test) on PostgreSQL. Five counters of the brand
 * send at once, so the race is on the voucher's row, not only on one counter's lock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fiveCounters = async (brandId: number) => Promise.all(Array.from({ length: 5 }, () => aCounter(t, brandId)));

describe('counter redemption under concurrency', () => {
  it('50 simultaneous redemptions of one code: exactly one succeeds, the others hear where it was redeemed', async () => {
    const scene = await aVoucherAtCounter(t);
    const counters = await fiveCounters(scene.brandId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => counters[i % 5].req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(49).fill(409));
    for (const a of refused) expect(a.body.reason).toBe('voucher_used');
    expect(refused.filter((a) => String(a.body.message).includes(scene.outletName))).toHaveLength(49);
    expect(await t.db.select().from(redemptions).where(eq(redemptions.evoucher_id, scene.voucherId))).toHaveLength(1);
  });

  it('100 simultaneous partial redemptions never overspend: the ledger and the balance always add up', async () => {
    const scene = await aVoucherAtCounter(t, { price: 5000, storedValue: true });
    const counters = await fiveCounters(scene.brandId);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        counters[i % 5].req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId, amount: 70 }),
      ),
    );
    const ok = answers.filter((a) => a.status === 201);
    // 5000 / 70: 71 redemptions fit (4970), the 72nd would overspend
    expect(ok).toHaveLength(71);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(400);
      expect(a.body.field).toBe('amount');
    }
    const [voucher] = await t.db.select().from(evouchers).where(eq(evouchers.id, scene.voucherId));
    const [spent] = await t.db
      .select({ total: sum(redemptions.amount) })
      .from(redemptions)
      .where(eq(redemptions.evoucher_id, scene.voucherId));
    expect(voucher.balance).toBe(30);
    expect(Number(spent.total)).toBe(5000 - (voucher.balance ?? 0));
    expect(voucher.status).toBe('Active');
    // the rest, then nothing more
    const last = await counters[0].req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId, amount: 30 });
    expect(last.body).toMatchObject({ state: 'Used', balance: null });
    const after = await counters[1].req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId, amount: 1 });
    expect(after.body.reason).toBe('voucher_used');
  });
});
