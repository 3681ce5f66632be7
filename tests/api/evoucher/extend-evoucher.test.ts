import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { evouchers, marketValueRules } from '../../../src/server/db/schema/index.ts';
import { runVoucherExpiry } from '../../../src/server/evoucher/expiry-job.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aProduct, SINGAPORE, type TestMember } from '../../support/factories.ts';

/** Decision 0262: extend_evoucher, once, by the market's rule; the reminders start again for the new date. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 86_400_000;
async function aVoucher(member: TestMember, expiresInDays: number): Promise<number> {
  const order = await aPaidOrder(t, member, { gift: false, lines: [{ productId: await aProduct(t, { price: 1000 }), quantity: 1 }] });
  const [v] = await t.db
    .update(evouchers)
    .set({ expires_at: new Date(t.clock.now.getTime() + expiresInDays * DAY) })
    .where(eq(evouchers.order_id, order.id))
    .returning({ id: evouchers.id });
  return v.id;
}
const extend = (id: number | string, token: string) => t.call('evoucher', 'extend_evoucher', { order_evoucher_id: id }, { token });

describe('evoucher/extend_evoucher', () => {
  it('adds the market rule’s 30 days once; the second tap is refused and changes nothing', async () => {
    const holder = await aMember(t);
    const id = await aVoucher(holder, 5);
    await runVoucherExpiry(t.db, t.clock.now); // the 7-day reminder went out
    const [{ order_line_id: lineId }] = await t.db.select().from(evouchers).where(eq(evouchers.id, id));
    const detail = () => t.call('evoucher', 'detail_evoucher', { order_product_id: lineId }, { token: holder.token });
    // the voucher page offers the market's extension
    expect((await detail()).body.table.order_evouchers[0].extension_days).toBe(30);
    const res = await extend(id, holder.token);
    expect(res.status).toBe(200);
    expect(res.body.table).toMatchObject({ id, extension_days: 30 });
    const [row] = await t.db.select().from(evouchers).where(eq(evouchers.id, id));
    expect(Math.round((row.expires_at.getTime() - t.clock.now.getTime()) / DAY)).toBe(35);
    expect(res.body.table.expires_at).toBe(Math.floor(row.expires_at.getTime() / 1000));
    expect(row).toMatchObject({ expiring_notified_at: null, early_notified_at: null });
    expect(row.extended_at?.getTime()).toBe(t.clock.now.getTime());
    const again = await extend(id, holder.token);
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('already_extended');
    expect((await detail()).body.table.order_evouchers[0].extension_days).toBe(0);
    const [after] = await t.db.select().from(evouchers).where(eq(evouchers.id, id));
    expect(after.expires_at).toEqual(row.expires_at);
  });

  it('two taps at once extend it once', async () => {
    const holder = await aMember(t);
    const id = await aVoucher(holder, 10);
    const both = await Promise.all([extend(id, holder.token), extend(id, holder.token)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(evouchers).where(eq(evouchers.id, id));
    expect(Math.round((row.expires_at.getTime() - t.clock.now.getTime()) / DAY)).toBe(40);
  });

  it('refuses an expired or used voucher, a market without extension, bad input, another member and a guest', async () => {
    const holder = await aMember(t);
    const other = await aMember(t);
    const expired = await aVoucher(holder, -1);
    expect((await extend(expired, holder.token)).body.reason).toBe('voucher_expired');
    const used = await aVoucher(holder, 20);
    await t.db.update(evouchers).set({ status: 'Used', used_at: t.clock.now }).where(eq(evouchers.id, used));
    expect((await extend(used, holder.token)).body.reason).toBe('voucher_used');
    const fresh = await aVoucher(holder, 20);
    expect((await extend(fresh, other.token)).status).toBe(404);
    expect((await extend(fresh, await t.guestToken())).status).toBe(401);
    const bad = await extend('abc', holder.token);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('order_evoucher_id');
    await t.db.update(marketValueRules).set({ extension_days: 0 }).where(eq(marketValueRules.country_id, SINGAPORE));
    try {
      const none = await extend(fresh, holder.token);
      expect(none.status).toBe(409);
      expect(none.body.reason).toBe('extension_not_offered');
    } finally {
      await t.db.update(marketValueRules).set({ extension_days: 30 }).where(eq(marketValueRules.country_id, SINGAPORE));
    }
    const [row] = await t.db.select().from(evouchers).where(eq(evouchers.id, fresh));
    expect(row.extended_at).toBeNull();
  });
});
