import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../../../src/server/session/token-service.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember } from '../../support/factories.ts';
import { registerViaApi, verifiedToken } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('account/reset_password', () => {
  it('sets the new password after a forgot_password OTP and ends every session of the member', async () => {
    const id = await registerViaApi(t, '83330001', 'old-password');
    const sessionA = await t.memberToken(id);
    const sessionB = await t.memberToken(id);
    const someoneElse = await aMember(t);
    const other = someoneElse.token;
    const token = await t.guestToken();
    const otpToken = await verifiedToken(t, token, '6583330001', 'forgot_password');
    const res = await t.call(
      'account',
      'reset_password',
      { phone_number: '6583330001', password: 'new-password', otp_token: otpToken },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await findToken(t.db, sessionA))!.memberId).toBeNull();
    expect((await findToken(t.db, sessionB))!.memberId).toBeNull();
    expect((await findToken(t.db, other))!.memberId).toBe(someoneElse.id);
    expect((await t.call('account', 'login', { phone_number: '6583330001', password: 'old-password' }, { token })).status).toBe(401);
    expect((await t.call('account', 'login', { phone_number: '6583330001', password: 'new-password' }, { token })).status).toBe(200);
  });

  it("refuses a register token, another phone's token, a used token and a missing one", async () => {
    await registerViaApi(t, '83330002', 'old-password');
    const token = await t.guestToken();
    const registerToken = await verifiedToken(t, token, '6583330003', 'register');
    const wrongAction = await t.call(
      'account',
      'reset_password',
      { phone_number: '6583330003', password: 'new-password', otp_token: registerToken },
      { token },
    );
    expect(wrongAction.status).toBe(400);
    expect(wrongAction.body.field).toBe('otp_token');

    const demoToken = await verifiedToken(t, token, (await aMember(t)).loginPhone, 'forgot_password');
    const otherPhone = await t.call(
      'account',
      'reset_password',
      { phone_number: '6583330002', password: 'hijacked-pass', otp_token: demoToken },
      { token },
    );
    expect(otherPhone.status).toBe(400);
    expect(otherPhone.body.field).toBe('phone_number');
    expect(
      (await t.call('account', 'login', { phone_number: '6583330002', password: 'old-password' }, { token: await t.guestToken() })).status,
    ).toBe(200);

    const own = await verifiedToken(t, token, '6583330002', 'forgot_password');
    expect(
      (await t.call('account', 'reset_password', { phone_number: '6583330002', password: 'new-password', otp_token: own }, { token }))
        .status,
    ).toBe(200);
    const reused = await t.call(
      'account',
      'reset_password',
      { phone_number: '6583330002', password: 'third-password', otp_token: own },
      { token },
    );
    expect(reused.status).toBe(400);
    expect(reused.body.field).toBe('otp_token');

    const missing = await t.call('account', 'reset_password', { phone_number: '6583330002', password: 'third-password' }, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('otp_token');
  });

  it('checks the new password length', async () => {
    const token = await t.guestToken();
    const { loginPhone } = await aMember(t, { password: 'old-password' });
    const otpToken = await verifiedToken(t, token, loginPhone, 'forgot_password');
    const res = await t.call('account', 'reset_password', { phone_number: loginPhone, password: 'short', otp_token: otpToken }, { token });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('password');
  });
});
