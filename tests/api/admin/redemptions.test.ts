import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, evouchers, notifications, orders } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder } from '../../support/factories.ts';
import { aStaff, signedIn } from './admin-support.ts';
import type { MerchantOutlet, RedemptionRecord } from '../../../src/shared/admin/redemption.ts';
import { aCounter, aVoucherAtCounter } from './redemption-scene.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const holderVoucher = async (scene: { holder: { token: string }; lineId: number }) =>
  (await t.call('evoucher', 'detail_evoucher', { order_product_id: scene.lineId }, { token: scene.holder.token })).body.table;

describe('counter redemption', () => {
  it('looks a code up and redeems it once: the holder sees Used at the outlet, is told, and the ledger, audit and reports have it', async () => {
    const scene = await aVoucherAtCounter(t, { price: 1800 });
    const counter = await aCounter(t, scene.brandId);

    const look = await counter.req('POST', '/redemptions/lookup', { code: scene.code });
    expect(look.status).toBe(200);
    expect(look.body).toMatchObject({
      code: scene.code,
      state: 'Active',
      value: 1800,
      currency_code: 'SGD',
      stored_value: false,
      balance: null,
    });
    expect(look.body.holder).toBe('Ta•••• K.');

    const res = await counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ state: 'Used', used_outlet: scene.outletName });
    expect(res.body.redemptions).toEqual([expect.objectContaining({ outlet_name: scene.outletName, amount: 1800 })]);

    const [mine] = (await holderVoucher(scene)).order_evouchers;
    expect(mine).toMatchObject({ status: 'Used', used_outlet: scene.outletName });
    const told = await t.db.select().from(notifications).where(eq(notifications.member_id, scene.holder.id));
    expect(told.map((n) => n.message)).toContainEqual(expect.stringContaining(`redeemed at ${scene.outletName}`));

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'redemptions'), eq(auditLog.staff_email, counter.email)));
    expect(audit).toMatchObject({ action: 'redeem' });
    expect(JSON.stringify(audit.after)).not.toContain(scene.code);

    const list = await counter.req('GET', '/redemptions');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^redemptions 0-0\/1$/);
    expect(list.body[0]).toMatchObject({
      outlet_name: scene.outletName,
      amount: 1800,
      code_tail: scene.code.slice(-4),
      staff_email: counter.email,
    });
    // the reports allow a CSV export's 1000 rows at once; other lists stay at 200
    expect((await counter.req('GET', '/redemptions?range=[0,999]')).status).toBe(200);
    expect((await counter.req('GET', '/merchant-outlets?range=[0,999]')).body.field).toBe('range');
    const days = await counter.req('GET', '/redemption-days');
    expect(days.body).toEqual([expect.objectContaining({ outlet_id: scene.outletId, redemptions: 1, value: 1800, currency_code: 'SGD' })]);

    const again = await counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId });
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('voucher_used');
    expect(again.body.message).toContain(`Already redeemed at ${scene.outletName} on `);
  });

  it("takes the holder's Mark as used away once the brand has a merchant: the voucher is shown at the counter", async () => {
    const scene = await aVoucherAtCounter(t);
    const markUsed = () => t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: scene.voucherId }, { token: scene.holder.token });
    expect((await holderVoucher(scene)).order_evouchers[0].redeemed_at_counter).toBe(false);
    await aCounter(t, scene.brandId);
    expect((await holderVoucher(scene)).order_evouchers[0].redeemed_at_counter).toBe(true);
    const refused = await markUsed();
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('redeem_at_counter');
    expect((await t.db.select().from(evouchers).where(eq(evouchers.id, scene.voucherId)))[0].status).toBe('Active');
  });

  it('finds a code typed in lower case without its dashes, and a QR code scanned with its prefix', async () => {
    const typed = await aVoucherAtCounter(t);
    const counter = await aCounter(t, typed.brandId);
    const res = await counter.req('POST', '/redemptions/lookup', { code: typed.code.replaceAll('-', '').toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(typed.code);
    const qr = await aVoucherAtCounter(t, { codeType: 'qrcode' });
    const qrCounter = await aCounter(t, qr.brandId);
    expect(qr.code.startsWith('UGIFT:')).toBe(true);
    expect((await qrCounter.req('POST', '/redemptions/lookup', { code: qr.code })).status).toBe(200);
    expect((await qrCounter.req('POST', '/redemptions/lookup', { code: qr.code.slice('UGIFT:'.length) })).body.code).toBe(qr.code);
  });

  it('answers an unknown code and another brand’s voucher alike, and refuses expired, cancelled and still-gifted vouchers', async () => {
    const mine = await aVoucherAtCounter(t);
    const theirs = await aVoucherAtCounter(t);
    const counter = await aCounter(t, mine.brandId);
    const unknown = await counter.req('POST', '/redemptions/lookup', { code: 'ABCD-EFGH-JKLM-NPQR-S' });
    const otherBrand = await counter.req('POST', '/redemptions/lookup', { code: theirs.code });
    expect(unknown.status).toBe(404);
    expect(otherBrand.status).toBe(404);
    expect(otherBrand.body).toEqual(unknown.body);
    expect(unknown.body.reason).toBe('unknown_code');
    const redeemOther = await counter.req('POST', '/redemptions', { code: theirs.code, outlet_id: mine.outletId });
    expect(redeemOther.status).toBe(404);
    expect((await t.db.select().from(evouchers).where(eq(evouchers.id, theirs.voucherId)))[0].status).toBe('Active');

    await t.db
      .update(evouchers)
      .set({ expires_at: new Date(t.clock.now.getTime() - 1000) })
      .where(eq(evouchers.id, mine.voucherId));
    const expired = await counter.req('POST', '/redemptions', { code: mine.code, outlet_id: mine.outletId });
    expect(expired.status).toBe(409);
    expect(expired.body.reason).toBe('voucher_expired');

    const voided = await aVoucherAtCounter(t);
    await t.db.update(evouchers).set({ status: 'Refunded' }).where(eq(evouchers.id, voided.voucherId));
    const voidCounter = await aCounter(t, voided.brandId);
    expect((await voidCounter.req('POST', '/redemptions', { code: voided.code, outlet_id: voided.outletId })).body.reason).toBe(
      'voucher_void',
    );

    // a gift shared by link that nobody has redeemed yet
    const gifted = await aVoucherAtCounter(t);
    const sender = await aMember(t);
    await aPaidOrder(t, sender, { gift: true, lines: [{ productId: gifted.productId, quantity: 1 }] });
    const [inGift] = await t.db
      .select()
      .from(evouchers)
      .where(and(eq(evouchers.product_id, gifted.productId), eq(evouchers.owner_member_id, sender.id)));
    const giftCounter = await aCounter(t, gifted.brandId);
    const look = await giftCounter.req('POST', '/redemptions/lookup', { code: inGift.code });
    expect(look.body.state).toBe('InGift');
    const refused = await giftCounter.req('POST', '/redemptions', { code: inGift.code, outlet_id: gifted.outletId });
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('voucher_in_gift');

    // a gift scheduled for later, and one waiting for a phone number's member: still the sender's until delivered
    for (const state of ['Scheduled', 'Waiting']) {
      const held = await aVoucherAtCounter(t);
      const giver = await aMember(t);
      const order = await aPaidOrder(t, giver, { gift: true, lines: [{ productId: held.productId, quantity: 1 }] });
      await t.db.update(orders).set({ order_status: state }).where(eq(orders.id, order.id));
      const [code] = await t.db
        .select()
        .from(evouchers)
        .where(and(eq(evouchers.product_id, held.productId), eq(evouchers.owner_member_id, giver.id)));
      const heldCounter = await aCounter(t, held.brandId);
      const heldRefused = await heldCounter.req('POST', '/redemptions', { code: code.code, outlet_id: held.outletId });
      expect(heldRefused.status, state).toBe(409);
      expect(heldRefused.body.reason, state).toBe('voucher_in_gift');
      const [still] = await t.db.select().from(evouchers).where(eq(evouchers.id, code.id));
      expect(still.status).toBe('Active');
    }
  });

  it('refuses bad input naming the field, and an outlet of another brand', async () => {
    const scene = await aVoucherAtCounter(t);
    const other = await aVoucherAtCounter(t);
    const counter = await aCounter(t, scene.brandId);
    for (const [body, field] of [
      [{}, 'code'],
      [{ code: 'has spaces in it' }, 'code'],
      [{ code: scene.code }, 'outlet_id'],
      [{ code: scene.code, outlet_id: other.outletId }, 'outlet_id'],
      [{ code: scene.code, outlet_id: scene.outletId, amount: 500 }, 'amount'],
      [{ code: scene.code, outlet_id: scene.outletId, amount: 1.5 }, 'amount'],
    ] as const) {
      const res = await counter.req('POST', '/redemptions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await t.db.select().from(evouchers).where(eq(evouchers.id, scene.voucherId)))[0].status).toBe('Active');
  });

  it('lets only merchants of a brand redeem; other roles are refused and an admin only reads the reports', async () => {
    const scene = await aVoucherAtCounter(t);
    for (const role of ['catalogue', 'marketing', 'support'] as const) {
      const staff = await (await aStaff(t, role)).client();
      for (const [method, path, body] of [
        ['POST', '/redemptions/lookup', { code: scene.code }],
        ['POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId }],
        ['GET', '/redemptions', undefined],
        ['GET', '/redemption-days', undefined],
        ['GET', '/merchant-outlets', undefined],
      ] as const) {
        const res = await staff.req(method, path, body);
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(res.body.reason).toBe('outside_role');
      }
    }
    const admin = await (await aStaff(t, 'admin')).client();
    const adminRedeem = await admin.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId });
    expect(adminRedeem.status).toBe(403);
    expect(adminRedeem.body.reason).toBe('not_merchant');
    const noBrand = await aCounter(t, null);
    expect((await noBrand.req('POST', '/redemptions/lookup', { code: scene.code })).body.reason).toBe('not_merchant');
    expect((await admin.req('GET', '/redemptions')).status).toBe(200);
    // a member's token never reaches the admin API
    const member = await aMember(t);
    const withToken = await admin.req('POST', '/redemptions/lookup', { code: scene.code }, { authorization: `Bearer ${member.token}` });
    expect(withToken.status).toBe(401);
  });

  it('a merchant lists only their brand’s outlets and redemptions', async () => {
    const a = await aVoucherAtCounter(t);
    const b = await aVoucherAtCounter(t);
    const counterA = await aCounter(t, a.brandId);
    const counterB = await aCounter(t, b.brandId);
    expect((await counterA.req('POST', '/redemptions', { code: a.code, outlet_id: a.outletId })).status).toBe(201);
    expect((await counterB.req('POST', '/redemptions', { code: b.code, outlet_id: b.outletId })).status).toBe(201);
    const outletsA: MerchantOutlet[] = (await counterA.req('GET', '/merchant-outlets')).body;
    expect(outletsA.map((o) => o.id)).toEqual([a.outletId]);
    const listA: RedemptionRecord[] = (await counterA.req('GET', '/redemptions')).body;
    expect(listA.map((r) => r.outlet_id)).toEqual([a.outletId]);
    const one = listA[0];
    expect((await counterB.req('GET', `/redemptions/${one.id}`)).status).toBe(404);
    expect((await counterA.req('GET', `/redemptions/${one.id}`)).status).toBe(200);
  });

  it('an admin ties a merchant to some of the brand’s outlets: the merchant sees and redeems only there', async () => {
    const scene = await aVoucherAtCounter(t, { outlets: 2 });
    const counter = await aCounter(t, scene.brandId);
    const all: MerchantOutlet[] = (await counter.req('GET', '/merchant-outlets')).body;
    expect(all).toHaveLength(2);
    // each outlet names its country, for the counter's chooser grouped by country (decision 0239)
    for (const o of all) expect(o.country_code).toMatch(/^\+\d+$/);
    for (const o of all) expect(o.country_name).not.toBe('');
    const [here, there] = all.map((o) => o.id);
    const admin = await (await aStaff(t, 'admin')).client();
    const merchant = (await admin.req('GET', `/staff?filter=${encodeURIComponent(JSON.stringify({ q: counter.email }))}`)).body[0];
    const record = (await admin.req('GET', `/staff/${merchant.id}`)).body;
    expect(record.outlet_ids).toEqual([]);
    // bad input: an outlet of another brand
    const other = await aVoucherAtCounter(t);
    const wrong = await admin.req('PUT', `/staff/${merchant.id}`, { ...record, outlet_ids: [other.outletId] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('outlet_ids');
    const saved = await admin.req('PUT', `/staff/${merchant.id}`, { ...record, outlet_ids: [here] });
    expect(saved.status).toBe(200);
    expect(saved.body.outlet_ids).toEqual([here]);
    // the change ended the merchant's session: a new one sees one outlet
    const again = await signedIn(t, counter.email, 'a-long-test-password');
    const fromCounter = { 'x-forwarded-for': counter.address };
    const seen: MerchantOutlet[] = (await again.req('GET', '/merchant-outlets', undefined, fromCounter)).body;
    expect(seen.map((o) => o.id)).toEqual([here]);
    const elsewhere = await again.req('POST', '/redemptions', { code: scene.code, outlet_id: there }, fromCounter);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.field).toBe('outlet_id');
    expect((await again.req('POST', '/redemptions', { code: scene.code, outlet_id: here }, fromCounter)).status).toBe(201);
  });

  it('allows 10 wrong codes a minute per staff member and per counter, and counts only wrong ones', async () => {
    const scene = await aVoucherAtCounter(t);
    const counter = await aCounter(t, scene.brandId);
    for (let i = 0; i < 3; i++) expect((await counter.req('POST', '/redemptions/lookup', { code: scene.code })).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await counter.req('POST', '/redemptions/lookup', { code: `WRONG-CODE-${i}X` })).status).toBe(404);
    const limited = await counter.req('POST', '/redemptions/lookup', { code: scene.code });
    expect(limited.status).toBe(429);
    // another staff member at the same counter (address) is held too; at another counter they are not
    const colleague = await (await aStaff(t, 'merchant', { brandId: scene.brandId })).client();
    const sameCounter = await colleague.req('POST', '/redemptions/lookup', { code: scene.code }, { 'x-forwarded-for': counter.address });
    expect(sameCounter.status).toBe(429);
    const elsewhere = await colleague.req('POST', '/redemptions/lookup', { code: scene.code }, { 'x-forwarded-for': '10.88.0.1' });
    expect(elsewhere.status).toBe(200);
    t.clock.advance(61_000);
    expect((await counter.req('POST', '/redemptions/lookup', { code: scene.code })).status).toBe(200);
  });
});

describe('stored-value vouchers', () => {
  it('are spent in part down to zero, then Used; the holder sees the balance and every redemption', async () => {
    const scene = await aVoucherAtCounter(t, { price: 5000, storedValue: true });
    const counter = await aCounter(t, scene.brandId);
    const look = await counter.req('POST', '/redemptions/lookup', { code: scene.code });
    expect(look.body).toMatchObject({ stored_value: true, balance: 5000, value: 5000 });
    expect((await counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId })).body.field).toBe('amount');
    const part = await counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId, amount: 1250 });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ state: 'Active', balance: 3750 });
    const over = await counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId, amount: 3751 });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ field: 'amount' });
    expect(over.body.message).toContain('SGD 37.50');
    const rest = await counter.req('POST', '/redemptions', { code: scene.code, outlet_id: scene.outletId, amount: 3750 });
    expect(rest.body).toMatchObject({ state: 'Used', balance: null });
    expect(rest.body.redemptions.map((r: { amount: number }) => r.amount)).toEqual([3750, 1250]);

    const [mine] = (await holderVoucher(scene)).order_evouchers;
    expect(mine).toMatchObject({ status: 'Used', stored_value: true, balance: 0, currency_code: 'SGD' });
    expect(mine.redemptions.map((r: { amount: number; outlet: string }) => [r.amount, r.outlet])).toEqual([
      [3750, scene.outletName],
      [1250, scene.outletName],
    ]);
    const told = await t.db.select().from(notifications).where(eq(notifications.member_id, scene.holder.id));
    expect(told.map((n) => n.message)).toContainEqual(expect.stringContaining('SGD 37.50 is left'));
  });
});
