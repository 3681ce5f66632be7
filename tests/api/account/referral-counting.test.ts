import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../src/server/db/schema/index.ts';
import { fulfilOrder } from '../../../src/server/order/fulfilment.ts';
import { REFERRALS_PER_ADDRESS_PER_DAY } from '../../../src/server/campaign/referral-credit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { makeBasket, setStock, sgProducts, type SgProducts } from '../basket/checkout-support.ts';
import { registerViaApi } from './helpers.ts';

/** Referral codes that cannot be guessed, counted only after a paid order, capped per address and day. */
let t: TestApp;
let SG: SgProducts;
let referrer: number;
let referrerCode: string;
beforeAll(async () => {
  t = await createTestApp();
  SG = await sgProducts(t);
  referrer = await registerViaApi(t, '85550000');
  [{ code: referrerCode }] = await t.db.select({ code: members.referral_code }).from(members).where(eq(members.id, referrer));
  await setStock(t.db, SG.beanValue, 1000);
});
afterAll(() => t.close());

/** The invite campaign's progress for the referrer, as the campaign screen shows it. */
async function inviteProgress(): Promise<number> {
  const res = await t.call('profile', 'detail_campaign', { campaign_id: 25 }, { token: await t.memberToken(referrer) });
  expect(res.status).toBe(200);
  return res.body.table.campaign_progress.current;
}

/** A new member who applies the referrer's code from the address, and optionally pays for an order. */
async function referred(number: string, ip: string, pays: boolean): Promise<number> {
  const id = await registerViaApi(t, number);
  const token = await t.memberToken(id);
  const applied = await t.call(
    'account',
    'apply_referral_code',
    { referral_code: referrerCode.toLowerCase() },
    { token, headers: { 'x-forwarded-for': ip } },
  );
  expect(applied.status).toBe(200);
  if (pays) {
    const orderId = await makeBasket(t.db, id, [{ productId: SG.beanValue, quantity: 1 }]);
    expect((await t.call('order', 'reserve_order', {}, { token })).status).toBe(200);
    await t.db.transaction((tx) => fulfilOrder(tx, orderId, t.clock.now));
  }
  return id;
}

const statusOf = async (id: number) => (await t.db.select({ s: members.referral_status }).from(members).where(eq(members.id, id)))[0].s;

describe('referrals', () => {
  it('gives every member an 8-character Crockford base32 code with nothing from the name', async () => {
    const codes = await Promise.all(
      ['85550001', '85550002', '85550003'].map(async (n) => {
        const id = await registerViaApi(t, n);
        return (await t.db.select({ code: members.referral_code }).from(members).where(eq(members.id, id)))[0].code;
      }),
    );
    for (const code of [referrerCode, ...codes]) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(new Set(codes).size).toBe(3);
  });

  it('a referral without a paid order does not move the invite campaign; the paid order makes it count', async () => {
    const before = await inviteProgress();
    const id = await referred('85550010', '10.77.0.1', false);
    expect(await statusOf(id)).toBe('no_paid_order');
    expect(await inviteProgress()).toBe(before);
    const orderId = await makeBasket(t.db, id, [{ productId: SG.beanValue, quantity: 1 }]);
    expect((await t.call('order', 'reserve_order', {}, { token: await t.memberToken(id) })).status).toBe(200);
    await t.db.transaction((tx) => fulfilOrder(tx, orderId, t.clock.now));
    expect(await statusOf(id)).toBe('counted');
    expect(await inviteProgress()).toBe(before + 1);
  });

  it(`counts at most ${REFERRALS_PER_ADDRESS_PER_DAY} referrals a day from one address and records why the others did not count`, async () => {
    const before = await inviteProgress();
    const ids: number[] = [];
    for (let i = 0; i < REFERRALS_PER_ADDRESS_PER_DAY + 2; i++) ids.push(await referred(`8555002${i}`, '10.77.0.2', true));
    const statuses = await Promise.all(ids.map(statusOf));
    expect(statuses.filter((s) => s === 'counted')).toHaveLength(REFERRALS_PER_ADDRESS_PER_DAY);
    expect(statuses.filter((s) => s === 'address_cap')).toHaveLength(2);
    expect(await inviteProgress()).toBe(before + REFERRALS_PER_ADDRESS_PER_DAY);
    // Another address the same day still counts.
    expect(await statusOf(await referred('85550030', '10.77.0.3', true))).toBe('counted');
  });

  it('holds the address cap when the referred members pay at the same moment', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await referred(`8555004${i}`, '10.77.0.4', false));
    const orders = [];
    for (const id of ids) {
      const orderId = await makeBasket(t.db, id, [{ productId: SG.beanValue, quantity: 1 }]);
      expect((await t.call('order', 'reserve_order', {}, { token: await t.memberToken(id) })).status).toBe(200);
      orders.push(orderId);
    }
    await Promise.all(orders.map((orderId) => t.db.transaction((tx) => fulfilOrder(tx, orderId, t.clock.now))));
    const statuses = await Promise.all(ids.map(statusOf));
    expect(statuses.filter((s) => s === 'counted')).toHaveLength(REFERRALS_PER_ADDRESS_PER_DAY);
  });

  it('refuses an unknown code naming the field', async () => {
    const id = await registerViaApi(t, '85550050');
    const res = await t.call('account', 'apply_referral_code', { referral_code: 'ZZZZZZZZ' }, { token: await t.memberToken(id) });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('referral_code');
  });
});
