import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember } from '../../support/factories.ts';
import { verifiedToken } from './helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.guestToken();
});
afterAll(async () => t.close());

describe('account/create_account', () => {
  it('creates the member with a hashed password, a referral code and the country of the prefix', async () => {
    const otpToken = await verifiedToken(t, token, '6581110001');
    const res = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: '81110001', password: 'abcdef', otp_token: otpToken, name: 'Nina' },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Account created');
    const [m] = await t.db
      .select()
      .from(members)
      .where(eq(members.id, Number(res.body.member_id)));
    expect(m.phone_e164).toBe('+6581110001');
    expect(m.phone_prefix).toBe('+65');
    expect(m.phone_number).toBe('81110001');
    expect(m.name).toBe('Nina');
    expect(m.country_id).toBe(2);
    expect(m.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(m.password_hash).not.toContain('abcdef');
    expect(m.referral_code).toMatch(/^[A-Z0-9]{8}$/);
    const login = await t.call('account', 'login', { phone_number: '6581110001', password: 'abcdef' }, { token: await t.guestToken() });
    expect(login.status).toBe(200);
  });

  it('refuses without a valid otp_token, and a token is single use', async () => {
    const none = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: '81110002', password: 'abcdef' },
      { token },
    );
    expect(none.status).toBe(400);
    expect(none.body.field).toBe('otp_token');
    const forged = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: '81110002', password: 'abcdef', otp_token: 'x'.repeat(43) },
      { token },
    );
    expect(forged.status).toBe(400);
    expect(forged.body.field).toBe('otp_token');
    const otpToken = await verifiedToken(t, token, '6581110002');
    expect(
      (
        await t.call(
          'account',
          'create_account',
          { phone_prefix: '+65', phone_number: '81110002', password: 'abcdef', otp_token: otpToken },
          { token },
        )
      ).status,
    ).toBe(200);
    const reuse = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: '81110002', password: 'abcdef', otp_token: otpToken },
      { token },
    );
    expect(reuse.status).toBe(400);
    expect(reuse.body.field).toBe('otp_token');
  });

  it('refuses an otp_token after 15 minutes', async () => {
    const otpToken = await verifiedToken(t, token, '6581110003');
    t.clock.advance(15 * 60_000 + 1000);
    const res = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: '81110003', password: 'abcdef', otp_token: otpToken },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('otp_token');
  });

  it('refuses a token verified for another phone or for another action, leaving it usable', async () => {
    const otpToken = await verifiedToken(t, token, '6581110004');
    const other = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: '81119999', password: 'abcdef', otp_token: otpToken },
      { token },
    );
    expect(other.status).toBe(400);
    expect(other.body.field).toBe('phone_number');
    expect(
      (
        await t.call(
          'account',
          'create_account',
          { phone_prefix: '+65', phone_number: '81110004', password: 'abcdef', otp_token: otpToken },
          { token },
        )
      ).status,
    ).toBe(200);

    const known = await aMember(t);
    const forgot = await verifiedToken(t, token, known.loginPhone, 'forgot_password');
    const wrongAction = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: known.phone.slice(3), password: 'abcdef', otp_token: forgot },
      { token },
    );
    expect(wrongAction.status).toBe(400);
    expect(wrongAction.body.field).toBe('otp_token');
  });

  it('checks the password length (6 to 128) and the phone fields', async () => {
    const otpToken = await verifiedToken(t, token, '6581110005');
    const short = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: '81110005', password: '12345', otp_token: otpToken },
      { token },
    );
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('password');
    expect(short.body.message).toMatch(/at least 6/);
    const long = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: '81110005', password: 'x'.repeat(129), otp_token: otpToken },
      { token },
    );
    expect(long.body.field).toBe('password');
    const prefix = await t.call(
      'account',
      'create_account',
      { phone_prefix: 'SG', phone_number: '81110005', password: 'abcdef', otp_token: otpToken },
      { token },
    );
    expect(prefix.body.field).toBe('phone_prefix');
    const ok = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: '81110005', password: 'x'.repeat(128), otp_token: otpToken },
      { token },
    );
    expect(ok.status).toBe(200);
  });

  it('refuses a phone that got an account in the meantime (409)', async () => {
    const first = await verifiedToken(t, token, '6581110006');
    // A second verification for the same phone, before the first one is used.
    t.clock.advance(30_000);
    const second = await verifiedToken(t, token, '6581110006');
    expect(
      (
        await t.call(
          'account',
          'create_account',
          { phone_prefix: '+65', phone_number: '81110006', password: 'abcdef', otp_token: first },
          { token },
        )
      ).status,
    ).toBe(200);
    const dup = await t.call(
      'account',
      'create_account',
      { phone_prefix: '+65', phone_number: '81110006', password: 'abcdef', otp_token: second },
      { token },
    );
    expect(dup.status).toBe(409);
    expect(dup.body.message).toMatch(/already has an account/);
  });
});
