import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../src/server/admin/session/totp.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aStaff, adminRequest } from './admin-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOTP_REQUIRED: '1' } });
});
afterAll(async () => t.close());

describe('two-factor sign-in', () => {
  it('a staff member sets up their authenticator; from then on sign-in needs its code', async () => {
    const s = await aStaff(t, 'support');
    const client = await s.client();
    const setup = await client.req('POST', '/session/totp');
    expect(setup.status).toBe(200);
    expect(setup.body.otpauth_url).toContain(`secret=${setup.body.secret}`);
    const wrong = await client.req('POST', '/session/totp/confirm', { secret: setup.body.secret, code: '000000', password: s.password });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('code');
    expect((await client.req('POST', '/session/totp/confirm', { secret: 'short', code: '123456', password: s.password })).body.field).toBe(
      'secret',
    );
    const ok = await client.req('POST', '/session/totp/confirm', {
      secret: setup.body.secret,
      code: totpCode(setup.body.secret, t.clock.now),
      password: s.password,
    });
    expect(ok.status).toBe(200);
    const noCode = await adminRequest(t, 'POST', '/session', { email: s.email, password: s.password }, { 'x-forwarded-for': '10.40.0.1' });
    expect(noCode.body.reason).toBe('sign_in_failed');
    // the code that confirmed the set-up is used: sign-in takes the next step's
    t.clock.advance(30_000);
    const withCode = await adminRequest(
      t,
      'POST',
      '/session',
      { email: s.email, password: s.password, otp: totpCode(setup.body.secret, t.clock.now) },
      { 'x-forwarded-for': '10.40.0.2' },
    );
    expect(withCode.status).toBe(200);
  });

  it('with ADMIN_TOTP_REQUIRED=1 an admin without it may only set it up; other roles are not held', async () => {
    const admin = await (await aStaff(t, 'admin')).client();
    const held = await admin.req('GET', '/products');
    expect(held.status).toBe(403);
    expect(held.body.reason).toBe('totp_setup_required');
    expect((await admin.req('GET', '/session')).status).toBe(200);
    const setup = await admin.req('POST', '/session/totp');
    await admin.req('POST', '/session/totp/confirm', {
      secret: setup.body.secret,
      code: totpCode(setup.body.secret, t.clock.now),
      password: 'a-long-test-password',
    });
    expect((await admin.req('GET', '/products')).status).toBe(200);
    const catalogue = await (await aStaff(t, 'catalogue')).client();
    expect((await catalogue.req('GET', '/products')).status).toBe(200);
  });

  it('a session left open cannot swap the authenticator: the password is asked, and the other sessions end', async () => {
    const s = await aStaff(t, 'support');
    const here = await s.client();
    const elsewhere = await s.client();
    const setup = await here.req('POST', '/session/totp');
    const code = totpCode(setup.body.secret, t.clock.now);
    const none = await here.req('POST', '/session/totp/confirm', { secret: setup.body.secret, code });
    expect(none.status).toBe(400);
    expect(none.body.field).toBe('password');
    const guessed = await here.req('POST', '/session/totp/confirm', { secret: setup.body.secret, code, password: 'a guess' });
    expect(guessed.status).toBe(400);
    expect(guessed.body.field).toBe('password');
    const ok = await here.req('POST', '/session/totp/confirm', { secret: setup.body.secret, code, password: s.password });
    expect(ok.status).toBe(200);
    expect((await here.req('GET', '/session')).status).toBe(200);
    expect((await elsewhere.req('GET', '/session')).status).toBe(401);
  });

  it('counts wrong passwords at the set-up like sign-ins: an open session cannot guess freely', async () => {
    const s = await aStaff(t, 'support');
    const here = await s.client();
    const setup = await here.req('POST', '/session/totp');
    const code = totpCode(setup.body.secret, t.clock.now);
    for (let i = 0; i < 5; i++)
      expect((await here.req('POST', '/session/totp/confirm', { secret: setup.body.secret, code, password: `guess ${i}` })).status).toBe(
        400,
      );
    const held = await here.req('POST', '/session/totp/confirm', { secret: setup.body.secret, code, password: s.password });
    expect(held.status).toBe(429);
    expect(held.body.reason).toBe('sign_in_throttled');
  });
});
