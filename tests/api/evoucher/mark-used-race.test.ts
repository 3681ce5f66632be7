import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evouchers } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, CHINA, JAPAN } from '../../support/factories.ts';
import { makeVoucherOrder, productOfType } from './wallet-fixtures.ts';

let t: TestApp;
let yuki: number;
let chen: number;
beforeAll(async () => {
  t = await createTestApp();
  yuki = (await aMember(t, { countryId: JAPAN })).id;
  chen = (await aMember(t, { countryId: CHINA })).id;
});
afterAll(async () => t.close());

describe('mark_evoucher_used under a concurrent gift', () => {
  it('does not let the sender mark a voucher that moved to someone else after it was read (404, still Active)', async () => {
    const made = await makeVoucherOrder(t.db, {
      buyer: yuki,
      productId: await productOfType(t, 'alphanumeric'),
      now: t.clock.now,
      vouchers: [{ expiresInDays: 30 }],
    });
    const token = await t.memberToken(yuki);
    // mark_evoucher_used now locks the order and the voucher before its guarded UPDATE (decision 0236), so a gift
    // cannot move the voucher in between any more; what is left to show is that the moved voucher is refused
    await t.db.execute(`update evouchers set owner_member_id = ${chen} where id = ${made.voucherIds[0]}`);
    const res = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: made.voucherIds[0] }, { token });
    expect(res.status).toBe(404);
    const [row] = await t.db.select().from(evouchers).where(eq(evouchers.id, made.voucherIds[0]));
    expect(row).toMatchObject({ status: 'Active', owner_member_id: chen, used_at: null });
  });

  it('answers 409 when the voucher was used in between, and marks it only once', async () => {
    const made = await makeVoucherOrder(t.db, {
      buyer: yuki,
      productId: await productOfType(t, 'alphanumeric'),
      now: t.clock.now,
      vouchers: [{ expiresInDays: 30 }],
    });
    const token = await t.memberToken(yuki);
    const first = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: made.voucherIds[0] }, { token });
    expect(first.status).toBe(200);
    const second = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: made.voucherIds[0] }, { token });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This voucher has already been used');
  });
});
