import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evouchers } from '../../../src/server/db/schema/index.ts';
import { voucherDate } from '../../../src/server/platform/format-date.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, CHINA, JAPAN } from '../../support/factories.ts';
import { DAY, makeVoucherOrder, productOfType } from './wallet-fixtures.ts';

let t: TestApp;
let yuki: number;
let chen: number;
let yukiToken: string;
let chenToken: string;

const codesOf = async (ids: number[]) =>
  new Map(
    (
      await t.db
        .select({ id: evouchers.id, code: evouchers.code, status: evouchers.status })
        .from(evouchers)
        .where(inArray(evouchers.id, ids))
    ).map((r) => [r.id, r]),
  );

beforeAll(async () => {
  t = await createTestApp();
  yuki = (await aMember(t, { countryId: JAPAN })).id;
  chen = (await aMember(t, { countryId: CHINA })).id;
});
beforeEach(async () => {
  yukiToken = await t.memberToken(yuki);
  chenToken = await t.memberToken(chen);
});
afterAll(async () => t.close());

describe('refresh_evoucher', () => {
  it('keeps every code (scanned, typed, used) and stores a lapsed voucher as Expired', async () => {
    const now = t.clock.now;
    const qr = await makeVoucherOrder(t.db, {
      buyer: yuki,
      productId: await productOfType(t, 'qrcode'),
      now,
      vouchers: [{ expiresInDays: 30 }, { expiresInDays: 30, status: 'Used' }],
    });
    const text = await makeVoucherOrder(t.db, {
      buyer: yuki,
      productId: await productOfType(t, 'alphanumeric'),
      now,
      vouchers: [{ expiresInDays: 30 }],
    });
    const lapsing = await makeVoucherOrder(t.db, {
      buyer: yuki,
      productId: await productOfType(t, 'barcode'),
      now,
      vouchers: [{ expiresInDays: 1 }],
    });
    const before = await codesOf([...qr.voucherIds, ...text.voucherIds, ...lapsing.voucherIds]);

    const res = await t.call('evoucher', 'refresh_evoucher', { order_product_id: qr.lineId }, { token: yukiToken });
    expect(res.status).toBe(200);
    // Refresh re-evaluates status only; no code changes without a reason the screen states.
    expect(res.body).toMatchObject({ success: true, reissued: 0, expired: 0 });
    const after = await codesOf(qr.voucherIds);
    expect(after.get(qr.voucherIds[0])!.code).toBe(before.get(qr.voucherIds[0])!.code);
    expect(after.get(qr.voucherIds[1])!.code).toBe(before.get(qr.voucherIds[1])!.code);
    // the detail shows the same code
    const d = (await t.call('evoucher', 'detail_evoucher', { order_product_id: qr.lineId }, { token: yukiToken })).body.table;
    expect(d.order_evouchers.find((v) => v.id === qr.voucherIds[0])!.evoucher_code).toBe(after.get(qr.voucherIds[0])!.code);

    await t.call('evoucher', 'refresh_evoucher', { order_product_id: text.lineId }, { token: yukiToken });
    expect((await codesOf(text.voucherIds)).get(text.voucherIds[0])!.code).toBe(before.get(text.voucherIds[0])!.code);

    t.clock.advance(2 * DAY);
    yukiToken = await t.memberToken(yuki);
    const lapsed = await t.call('evoucher', 'refresh_evoucher', { order_product_id: lapsing.lineId }, { token: yukiToken });
    expect(lapsed.body).toMatchObject({ expired: 1, reissued: 0 });
    const stored = (await codesOf(lapsing.voucherIds)).get(lapsing.voucherIds[0])!;
    expect(stored.status).toBe('Expired');
    expect(stored.code).toBe(before.get(lapsing.voucherIds[0])!.code);
  });

  it("refuses bad input and another member's voucher", async () => {
    const bad = await t.call('evoucher', 'refresh_evoucher', { order_product_id: 'abc' }, { token: yukiToken });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('order_product_id');
    const mine = await makeVoucherOrder(t.db, {
      buyer: yuki,
      productId: await productOfType(t, 'qrcode'),
      now: t.clock.now,
      vouchers: [{ expiresInDays: 30 }],
    });
    const before = await codesOf(mine.voucherIds);
    const theirs = await t.call('evoucher', 'refresh_evoucher', { order_product_id: mine.lineId }, { token: chenToken });
    expect(theirs.status).toBe(404);
    expect((await codesOf(mine.voucherIds)).get(mine.voucherIds[0])!.code).toBe(before.get(mine.voucherIds[0])!.code);
  });
});

describe('mark_evoucher_used', () => {
  it("marks the owner's active voucher used, once, with today's date; it moves to Past", async () => {
    const made = await makeVoucherOrder(t.db, {
      buyer: yuki,
      productId: await productOfType(t, 'alphanumeric'),
      now: t.clock.now,
      vouchers: [{ expiresInDays: 60 }],
    });
    const res = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: made.voucherIds[0] }, { token: yukiToken });
    expect(res.status).toBe(200);
    expect(res.body.table).toEqual({ id: made.voucherIds[0], status: 'Used', mark_used_date: voucherDate(t.clock.now) });
    const [row] = await t.db.select().from(evouchers).where(eq(evouchers.id, made.voucherIds[0]));
    expect(row.status).toBe('Used');
    expect(row.used_at?.getTime()).toBe(t.clock.now.getTime());

    const again = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: made.voucherIds[0] }, { token: yukiToken });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already been used/);

    const past = (await t.call('evoucher', 'list_evoucher', { filter_by_status: 'used' }, { token: yukiToken })).body.table;
    expect(past.find((i) => i.id === made.lineId)?.order_evouchers[0]).toMatchObject({
      status: 'Used',
      mark_used_date: voucherDate(t.clock.now),
    });
    const active = (await t.call('evoucher', 'list_evoucher', { filter_by_status: 'active' }, { token: yukiToken })).body.table;
    expect(active.map((i) => i.id)).not.toContain(made.lineId);
  });

  it('refuses an expired voucher, stored or by date', async () => {
    const made = await makeVoucherOrder(t.db, {
      buyer: yuki,
      productId: await productOfType(t, 'barcode'),
      now: t.clock.now,
      vouchers: [{ expiresInDays: 10, status: 'Expired' }, { expiresInDays: -0.01 }],
    });
    for (const id of made.voucherIds) {
      const res = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: id }, { token: yukiToken });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/expired/);
    }
    const rows = await codesOf(made.voucherIds);
    expect([...rows.values()].map((r) => r.status).sort()).toEqual(['Active', 'Expired']);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const fields of [{}, { order_evoucher_id: 'one' }, { order_evoucher_id: 0 }]) {
      const res = await t.call('evoucher', 'mark_evoucher_used', fields, { token: yukiToken });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('order_evoucher_id');
    }
  });

  it('lets no one else mark a voucher: another member gets 404 and the voucher stays active', async () => {
    const made = await makeVoucherOrder(t.db, {
      buyer: yuki,
      productId: await productOfType(t, 'qrcode'),
      now: t.clock.now,
      vouchers: [{ expiresInDays: 60 }],
    });
    const res = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: made.voucherIds[0] }, { token: chenToken });
    expect(res.status).toBe(404);
    expect((await codesOf(made.voucherIds)).get(made.voucherIds[0])!.status).toBe('Active');
    const claimed = await t.call(
      'evoucher',
      'mark_evoucher_used',
      { order_evoucher_id: made.voucherIds[0], member_id: yuki },
      { token: chenToken },
    );
    expect(claimed.status).toBe(403);
    expect(
      (await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: made.voucherIds[0] }, { token: await t.guestToken() })).status,
    ).toBe(401);
  });

  it('a gift in transit cannot be used by its sender; once redeemed, only the recipient can', async () => {
    // Yuki sent the order to Chen (recipient set, vouchers still Yuki's until Chen redeems)
    const made = await makeVoucherOrder(t.db, {
      buyer: yuki,
      recipient: chen,
      orderStatus: 'Gifted',
      productId: await productOfType(t, 'qrcode'),
      now: t.clock.now,
      vouchers: [{ expiresInDays: 60 }],
    });
    expect((await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: made.voucherIds[0] }, { token: yukiToken })).status).toBe(
      404,
    );
    await t.db.update(evouchers).set({ owner_member_id: chen }).where(eq(evouchers.id, made.voucherIds[0]));
    const received = (await t.call('evoucher', 'list_evoucher', { filter_by_status: 'received' }, { token: chenToken })).body.table;
    expect(received.map((i) => i.id)).toContain(made.lineId);
    expect((await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: made.voucherIds[0] }, { token: chenToken })).status).toBe(
      200,
    );
  });
});
