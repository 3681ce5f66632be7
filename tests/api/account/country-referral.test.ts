import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember } from '../../support/factories.ts';
import { registerViaApi } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function member(id: number) {
  const [m] = await t.db.select().from(members).where(eq(members.id, id));
  return m;
}

/** A member without a registered country, as after a first Facebook login (+1 is no shop country). */
async function countrylessMember(number: string): Promise<number> {
  const id = await registerViaApi(t, number);
  await t.db.update(members).set({ country_id: 0, market_country_id: null }).where(eq(members.id, id));
  return id;
}

describe('account/update_country', () => {
  it('sets the registered country once, and the market country when it had none', async () => {
    const id = await countrylessMember('84440001');
    const token = await t.memberToken(id);
    const res = await t.call('account', 'update_country', { country_id: 1 }, { token });
    expect(res.status).toBe(200);
    expect(await member(id)).toMatchObject({ country_id: 1, market_country_id: 1 });
    const again = await t.call('account', 'update_country', { country_id: 3 }, { token });
    expect(again.status).toBe(409);
    expect((await member(id)).country_id).toBe(1);
  });

  it('refuses an unknown country and a missing one with 400', async () => {
    const token = await t.memberToken(await countrylessMember('84440002'));
    const unknown = await t.call('account', 'update_country', { country_id: 999 }, { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('country_id');
    const missing = await t.call('account', 'update_country', {}, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('country_id');
  });

  it("acts only on the token's member: guests get 401, another member_id 403", async () => {
    const id = await countrylessMember('84440003');
    const guest = await t.call('account', 'update_country', { country_id: 1 }, { token: await t.guestToken() });
    expect(guest.status).toBe(401);
    const demoToken = (await aMember(t)).token;
    const other = await t.call('account', 'update_country', { country_id: 1, member_id: id }, { token: demoToken });
    expect(other.status).toBe(403);
    expect((await member(id)).country_id).toBe(0);
  });
});

describe('account/set_market_country', () => {
  it('changes the market country any time', async () => {
    const { id: demo, token } = await aMember(t);
    expect((await t.call('account', 'set_market_country', { country_id: 3 }, { token })).status).toBe(200);
    expect((await member(demo)).market_country_id).toBe(3);
    expect((await t.call('account', 'set_market_country', { country_id: 2 }, { token })).status).toBe(200);
    expect((await member(demo)).market_country_id).toBe(2);
  });

  it('refuses a bad country (400), guests (401) and another member_id (403)', async () => {
    const { id: demo, token } = await aMember(t);
    const bad = await t.call('account', 'set_market_country', { country_id: 'x' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('country_id');
    expect((await t.call('account', 'set_market_country', { country_id: 1 }, { token: await t.guestToken() })).status).toBe(401);
    expect((await t.call('account', 'set_market_country', { country_id: 1, member_id: demo + 1 }, { token })).status).toBe(403);
  });
});

describe('account/apply_referral_code', () => {
  it('records the referrer once, case-insensitively', async () => {
    const alex = await aMember(t, { name: 'Alex Tan' });
    const yuki = await aMember(t);
    const codeOf = async (m: number) => (await member(m)).referral_code;
    const id = await registerViaApi(t, '84440010');
    const token = await t.memberToken(id);
    const res = await t.call('account', 'apply_referral_code', { referral_code: (await codeOf(alex.id)).toLowerCase() }, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/Alex Tan/);
    expect((await member(id)).referred_by_member_id).toBe(alex.id);
    const second = await t.call('account', 'apply_referral_code', { referral_code: await codeOf(yuki.id) }, { token });
    expect(second.status).toBe(409);
    expect((await member(id)).referred_by_member_id).toBe(alex.id);
  });

  it("refuses an unknown code, the member's own code and bad input with 400", async () => {
    const id = await registerViaApi(t, '84440011');
    const token = await t.memberToken(id);
    const unknown = await t.call('account', 'apply_referral_code', { referral_code: 'NOSUCHCODE' }, { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('referral_code');
    const own = await t.call('account', 'apply_referral_code', { referral_code: (await member(id)).referral_code }, { token });
    expect(own.status).toBe(400);
    expect(own.body.message).toMatch(/your own code/);
    const bad = await t.call('account', 'apply_referral_code', { referral_code: 'no spaces!' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('referral_code');
    expect((await member(id)).referred_by_member_id).toBeNull();
  });

  it('refuses guests (401) and another member_id (403)', async () => {
    const id = await registerViaApi(t, '84440012');
    const referrer = await aMember(t);
    const code = (await member(referrer.id)).referral_code;
    expect((await t.call('account', 'apply_referral_code', { referral_code: code }, { token: await t.guestToken() })).status).toBe(401);
    const demoToken = (await aMember(t)).token;
    expect((await t.call('account', 'apply_referral_code', { referral_code: code, member_id: id }, { token: demoToken })).status).toBe(403);
    expect((await member(id)).referred_by_member_id).toBeNull();
  });
});
