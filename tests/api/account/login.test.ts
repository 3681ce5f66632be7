import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiTokens, members } from '../../../src/server/db/schema/index.ts';
import { findToken } from '../../../src/server/session/token-service.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, type TestMember } from '../../support/factories.ts';
import { registerViaApi } from './helpers.ts';

let t: TestApp;
/** a member of the test's own who logs in with a password */
let alex: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  alex = await aMember(t, { name: 'Alex Tan', password: 'alex-password' });
});
afterAll(async () => t.close());

async function boundMember(token: string): Promise<number | null> {
  return (await findToken(t.db, token))!.memberId;
}

describe('account/login and logout', () => {
  it('binds the member to the token and answers the profile summary', async () => {
    const token = await t.guestToken();
    const res = await t.call('account', 'login', { phone_number: alex.loginPhone, password: alex.password }, { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.migrate_member).toBe(0);
    const data = res.body.data;
    expect(data).toMatchObject({
      member_id: alex.id,
      country_id: 2,
      name: 'Alex Tan',
      phone_prefix: '+65',
      phone_number: alex.phone.slice(3),
    });
    expect(data).not.toHaveProperty('password_hash');
    expect(await boundMember(String(res.body.api_token))).toBe(alex.id);
    expect(Number(res.body.api_token_expiry)).toBeGreaterThan(Math.floor(t.clock.now.getTime() / 1000));
  });

  it('issues a fresh token at login and retires the one the login came with (session fixation)', async () => {
    const planted = await t.guestToken();
    const res = await t.call('account', 'login', { phone_number: alex.loginPhone, password: alex.password }, { token: planted });
    expect(res.status).toBe(200);
    const fresh = String(res.body.api_token);
    expect(fresh).not.toBe(planted);
    expect(fresh.length).toBeGreaterThanOrEqual(32);
    expect(await findToken(t.db, planted)).toBeNull();
    const asPlanted = await t.call('account', 'apply_referral_code', { referral_code: 'ANYCODE8' }, { token: planted });
    expect(asPlanted.status).toBe(401);
    const basket = await t.call('basket', 'detail_basket', {}, { token: fresh });
    expect(basket.status).toBe(200);
  });

  it('logout unbinds the token, which then works as a guest token only', async () => {
    const guest = await t.guestToken();
    const login = await t.call('account', 'login', { phone_number: alex.loginPhone, password: alex.password }, { token: guest });
    const token = String(login.body.api_token);
    const res = await t.call('account', 'logout', {}, { token });
    expect(res.status).toBe(200);
    expect(await boundMember(token)).toBeNull();
    const member = await t.call('account', 'apply_referral_code', { referral_code: 'ANYCODE8' }, { token });
    expect(member.status).toBe(401);
  });

  it('answers the same message for an unknown phone and a wrong password, binding nothing', async () => {
    const token = await t.guestToken();
    const wrong = await t.call('account', 'login', { phone_number: alex.loginPhone, password: 'not-the-password' }, { token });
    const unknown = await t.call('account', 'login', { phone_number: '6599999999', password: 'not-the-password' }, { token });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid mobile number or password');
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(wrong.body).sort());
    expect(await boundMember(token)).toBeNull();
  });

  it('refuses bad input with 400 naming the field', async () => {
    const token = await t.guestToken();
    const phone = await t.call('account', 'login', { phone_number: '12', password: 'abcdef' }, { token });
    expect(phone.status).toBe(400);
    expect(phone.body.field).toBe('phone_number');
    const pw = await t.call('account', 'login', { phone_number: alex.loginPhone }, { token });
    expect(pw.status).toBe(400);
    expect(pw.body.field).toBe('password');
  });

  it('slows down repeated failures for one phone (429), even with the right password', async () => {
    const id = await registerViaApi(t, '82220001', 'right-pass');
    expect(id).toBeGreaterThan(0);
    const token = await t.guestToken();
    for (let i = 0; i < 5; i++) {
      const res = await t.call(
        'account',
        'login',
        { phone_number: '6582220001', password: `wrong-${i}` },
        { token, headers: { 'x-forwarded-for': `10.1.0.${i}` } },
      );
      expect(res.status).toBe(401);
    }
    const locked = await t.call(
      'account',
      'login',
      { phone_number: '6582220001', password: 'right-pass' },
      { token, headers: { 'x-forwarded-for': '10.1.0.99' } },
    );
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed logins/);
    t.clock.advance(15 * 60_000 + 1000);
    const later = await t.call('account', 'login', { phone_number: '6582220001', password: 'right-pass' }, { token });
    expect(later.status).toBe(200);
  });

  it('slows down repeated failures from one address across phones (429)', async () => {
    const token = await t.guestToken();
    const headers = { 'x-forwarded-for': '10.2.0.1' };
    for (let i = 0; i < 20; i++) {
      const res = await t.call(
        'account',
        'login',
        { phone_number: `659000${String(1000 + i)}`, password: 'wrong-pass' },
        { token, headers },
      );
      expect(res.status).toBe(401);
    }
    const blocked = await t.call('account', 'login', { phone_number: alex.loginPhone, password: alex.password }, { token, headers });
    expect(blocked.status).toBe(429);
    const elsewhere = await t.call(
      'account',
      'login',
      { phone_number: alex.loginPhone, password: alex.password },
      { token, headers: { 'x-forwarded-for': '10.2.0.2' } },
    );
    expect(elsewhere.status).toBe(200);
  });

  it('answers migrate_member with a reset token for a legacy member who knows the old password, and nothing more', async () => {
    const legacy = await aMember(t, { password: 'the-old-password' });
    await t.db.update(members).set({ legacy_password: true }).where(eq(members.id, legacy.id));
    const token = await t.guestToken();
    const wrong = await t.call('account', 'login', { phone_number: legacy.loginPhone, password: 'not-it' }, { token });
    expect(wrong.status).toBe(401);
    expect(wrong.body.migrate_member).toBe(0);
    const res = await t.call('account', 'login', { phone_number: legacy.loginPhone, password: 'the-old-password' }, { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.migrate_member).toBe(1);
    expect(res.body.data).toBeNull();
    expect(typeof res.body.reset_token).toBe('string');
    expect(await boundMember(token)).toBeNull();
    const reset = await t.call(
      'account',
      'reset_password',
      { phone_number: legacy.loginPhone, password: 'brand-new-pass', otp_token: String(res.body.reset_token) },
      { token },
    );
    expect(reset.status).toBe(200);
    const after = await t.call('account', 'login', { phone_number: legacy.loginPhone, password: 'brand-new-pass' }, { token });
    expect(after.status).toBe(200);
    expect(after.body.migrate_member).toBe(0);
  });

  it('a token of one member is rebound on login of another member', async () => {
    const guest = await t.guestToken();
    const mei = await aMember(t, { password: 'mei-password' });
    const first = await t.call('account', 'login', { phone_number: alex.loginPhone, password: alex.password }, { token: guest });
    const token = String(first.body.api_token);
    await t.call('account', 'logout', {}, { token });
    const second = await t.call('account', 'login', { phone_number: mei.loginPhone, password: mei.password }, { token });
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.member_id, mei.id));
    expect(row).toBeDefined();
    expect(await boundMember(String(second.body.api_token))).toBe(mei.id);
    expect(await findToken(t.db, token)).toBeNull();
  });
});

describe('the market a login answers (decision 0110)', () => {
  it("answers the member's own market: the chosen market country, else the registered one", async () => {
    const res = await t.call(
      'account',
      'login',
      { phone_number: alex.loginPhone, password: alex.password },
      { token: await t.guestToken() },
    );
    expect(res.body).toMatchObject({ market_country_id: 2, market_currency_code: 'SGD' });
    const id = await registerViaApi(t, '82220099', 'right-pass');
    await t.db.update(members).set({ country_id: 1, market_country_id: null }).where(eq(members.id, id));
    const registered = await t.call(
      'account',
      'login',
      { phone_number: '6582220099', password: 'right-pass' },
      { token: await t.guestToken() },
    );
    expect(registered.body).toMatchObject({ market_country_id: 1, market_currency_code: 'MYR' });
    await t.db.update(members).set({ market_country_id: 3 }).where(eq(members.id, id));
    const chosen = await t.call(
      'account',
      'login',
      { phone_number: '6582220099', password: 'right-pass' },
      { token: await t.guestToken() },
    );
    expect(chosen.body).toMatchObject({ market_country_id: 3, market_currency_code: 'JPY' });
  });

  it('answers no market for a member with no country yet, so the choice made before login stays', async () => {
    const id = await registerViaApi(t, '82220098', 'right-pass');
    await t.db.update(members).set({ country_id: 0, market_country_id: null }).where(eq(members.id, id));
    const res = await t.call('account', 'login', { phone_number: '6582220098', password: 'right-pass' }, { token: await t.guestToken() });
    expect(res.body).toMatchObject({ market_country_id: null, market_currency_code: null });
  });
});
