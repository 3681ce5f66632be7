import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { rateLimitEvents } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember } from '../../support/factories.ts';
import { getOtp, lastCode, nowSec, otpContent } from './helpers.ts';

let t: TestApp;
let token: string;
/** the login phone of a member of the test's own: a number that is taken */
let takenPhone: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.guestToken();
  takenPhone = (await aMember(t)).loginPhone;
});
afterAll(async () => t.close());

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('account/get_otp', () => {
  it('sends a 6-digit code by SMS, stores it hashed and (console provider) echoes it', async () => {
    const res = await getOtp(t, token, '6580000001');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.resend_after).toBe(30);
    const sms = t.sms.sent.at(-1)!;
    expect(sms.to).toBe('+6580000001');
    expect(res.body.otp).toBe(lastCode(t));
    expect(String(res.body.otp)).toMatch(/^\d{6}$/);
    const rows = rowsOf<{ code_hash: string; expires_at: Date }>(
      await t.db.execute(sql`select code_hash, expires_at from otp_challenges where phone_e164 = '+6580000001'`),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).not.toContain(String(res.body.otp));
    expect(new Date(rows[0].expires_at).getTime() - t.clock.now.getTime()).toBe(10 * 60_000);
  });

  it('never answers the code when the SMS provider is a real one', async () => {
    const real = {
      name: 'real',
      exposesCode: false,
      sent: [] as string[],
      async send(_to: string, text: string) {
        this.sent.push(text);
      },
    };
    const saved = t.deps.adapters.sms;
    t.deps.adapters.sms = real;
    try {
      const res = await getOtp(t, token, '6580000002');
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('otp');
      expect(real.sent).toHaveLength(1);
    } finally {
      t.deps.adapters.sms = saved;
    }
  });

  it('answers a registered and an unknown phone alike, and says which only after the code proves the phone', async () => {
    const taken = await getOtp(t, token, takenPhone, 'register');
    const unknown = await getOtp(t, token, '6580000003', 'forgot_password');
    const fresh = await getOtp(t, token, '6580000013', 'register');
    const known = await getOtp(t, token, (await aMember(t)).loginPhone, 'forgot_password');
    for (const res of [taken, unknown, fresh, known]) {
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(Object.keys(fresh.body).sort());
      expect(res.body.message).toBe(fresh.body.message);
    }
    const takenVerify = await t.call(
      'account',
      'verify_otp',
      { action: 'register', phone_number: takenPhone, otp: String(taken.body.otp) },
      { token },
    );
    expect(takenVerify.status).toBe(409);
    expect(takenVerify.body.message).toMatch(/already has an account/);
    const unknownVerify = await t.call(
      'account',
      'verify_otp',
      { action: 'forgot_password', phone_number: '6580000003', otp: String(unknown.body.otp) },
      { token },
    );
    expect(unknownVerify.status).toBe(404);
    expect(unknownVerify.body.message).toMatch(/No account uses this mobile number/);
    // A wrong code tells nothing about the account.
    const again = await getOtp(t, token, takenPhone, 'register');
    const wrongCode = String((Number(again.body.otp) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await t.call('account', 'verify_otp', { action: 'register', phone_number: takenPhone, otp: wrongCode }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).not.toMatch(/account/);
  });

  it('waits 30 s between two unused codes for a number, but not after a code was used', async () => {
    const phone = '6580000031';
    expect((await getOtp(t, token, phone)).status).toBe(200);
    const again = await getOtp(t, token, phone);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/Please wait \d+ seconds/);
    t.clock.advance(31_000);
    expect((await getOtp(t, token, phone)).status).toBe(200);
    const used = await t.call('account', 'verify_otp', { action: 'register', phone_number: phone, otp: lastCode(t) }, { token });
    expect(used.status).toBe(200);
    expect((await getOtp(t, token, phone)).status).toBe(200);
  });

  it('refuses a bad signature, a stale timestamp and bad fields with 400 naming the field', async () => {
    const ts = nowSec(t);
    const bad = await t.call(
      'account',
      'get_otp',
      { action: 'register', phone_number: '6580000004', timestamp: ts, content: otpContent('6580000005', ts) },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('content');
    const old = ts - 301;
    const stale = await t.call(
      'account',
      'get_otp',
      { action: 'register', phone_number: '6580000004', timestamp: old, content: otpContent('6580000004', old) },
      { token },
    );
    expect(stale.status).toBe(400);
    expect(stale.body.field).toBe('timestamp');
    const action = await t.call(
      'account',
      'get_otp',
      { action: 'delete', phone_number: '6580000004', timestamp: ts, content: otpContent('6580000004', ts) },
      { token },
    );
    expect(action.body.field).toBe('action');
    const phone = await t.call(
      'account',
      'get_otp',
      { action: 'register', phone_number: 'abc', timestamp: ts, content: otpContent('abc', ts) },
      { token },
    );
    expect(phone.status).toBe(400);
    expect(phone.body.field).toBe('phone_number');
    expect(t.sms.sent.filter((s) => s.to === '+6580000004')).toHaveLength(0);
  });

  it('needs an api token', async () => {
    const ts = nowSec(t);
    const res = await t.call('account', 'get_otp', {
      action: 'register',
      phone_number: '6580000006',
      timestamp: ts,
      content: otpContent('6580000006', ts),
    });
    expect(res.status).toBe(401);
  });

  it('caps requests per client address (429), counting probes of taken numbers too', async () => {
    const ip = '10.9.9.9';
    t.clock.advance(31_000); // past the resend wait of the earlier tests' codes
    await t.db.insert(rateLimitEvents).values(Array.from({ length: 199 }, () => ({ key: `otp:ip:${ip}`, created_at: t.clock.now })));
    const ts = nowSec(t);
    const probe = await t.call(
      'account',
      'get_otp',
      { action: 'register', phone_number: takenPhone, timestamp: ts, content: otpContent(takenPhone, ts) },
      { token, headers: { 'x-forwarded-for': ip } },
    );
    expect(probe.status).toBe(200);
    const capped = await t.call(
      'account',
      'get_otp',
      { action: 'register', phone_number: '6580000020', timestamp: ts, content: otpContent('6580000020', ts) },
      { token, headers: { 'x-forwarded-for': ip } },
    );
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/from this network/);
  });

  it('answers a clear error when the SMS cannot be sent, and the shopper may ask again at once', async () => {
    const saved = t.deps.adapters.sms;
    t.deps.adapters.sms = {
      name: 'broken',
      exposesCode: false,
      async send() {
        throw new Error('gateway down');
      },
    };
    try {
      const res = await getOtp(t, token, '6580000021');
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('We could not send the SMS. Please try again in a moment.');
    } finally {
      t.deps.adapters.sms = saved;
    }
    expect((await getOtp(t, token, '6580000021')).status).toBe(200);
  });

  it('makes the phone wait 30 s between codes and allows 5 codes an hour (429)', async () => {
    const phone = '6580000007';
    expect((await getOtp(t, token, phone)).status).toBe(200);
    const early = await getOtp(t, token, phone);
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/wait \d+ seconds/);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(30_000);
      expect((await getOtp(t, token, phone)).status).toBe(200);
    }
    t.clock.advance(30_000);
    const sixth = await getOtp(t, token, phone);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Too many codes/);
    t.clock.advance(60 * 60_000);
    expect((await getOtp(t, token, phone)).status).toBe(200);
  });
});

describe('account/verify_otp', () => {
  it('answers a single-use otp_token for the right code, and the code works only once', async () => {
    const phone = '6580000010';
    await getOtp(t, token, phone);
    const code = lastCode(t);
    const ok = await t.call('account', 'verify_otp', { action: 'register', phone_number: phone, otp: code }, { token });
    expect(ok.status).toBe(200);
    expect(String(ok.body.otp_token).length).toBeGreaterThanOrEqual(40);
    expect(ok.body.otp_token_expiry).toBe(nowSec(t) + 15 * 60);
    const again = await t.call('account', 'verify_otp', { action: 'register', phone_number: phone, otp: code }, { token });
    expect(again.status).toBe(400);
    expect(again.body.field).toBe('otp');
  });

  it('answers Invalid OTP for a wrong code, and kills the code after 5 wrong tries (429)', async () => {
    const phone = '6580000011';
    await getOtp(t, token, phone);
    const code = lastCode(t);
    for (let i = 1; i <= 4; i++) {
      const res = await t.call('account', 'verify_otp', { action: 'register', phone_number: phone, otp: wrongCode(code) }, { token });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Invalid OTP/);
      expect(res.body.tries_left).toBe(5 - i);
    }
    const fifth = await t.call('account', 'verify_otp', { action: 'register', phone_number: phone, otp: wrongCode(code) }, { token });
    expect(fifth.status).toBe(429);
    const right = await t.call('account', 'verify_otp', { action: 'register', phone_number: phone, otp: code }, { token });
    expect(right.status).toBe(429);
    expect(right.body).not.toHaveProperty('otp_token');
  });

  it('refuses a code after 10 minutes', async () => {
    const phone = '6580000012';
    await getOtp(t, token, phone);
    const code = lastCode(t);
    t.clock.advance(10 * 60_000 + 1000);
    const res = await t.call('account', 'verify_otp', { action: 'register', phone_number: phone, otp: code }, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/);
  });

  it('retires the earlier code when a new one is sent, and keeps actions and phones apart', async () => {
    const phone = '6580000013';
    await getOtp(t, token, phone);
    const first = lastCode(t);
    t.clock.advance(30_000);
    await getOtp(t, token, phone);
    const second = lastCode(t);
    if (first !== second) {
      const old = await t.call('account', 'verify_otp', { action: 'register', phone_number: phone, otp: first }, { token });
      expect(old.status).toBe(400);
    }
    const otherAction = await t.call('account', 'verify_otp', { action: 'forgot_password', phone_number: phone, otp: second }, { token });
    expect(otherAction.status).toBe(400);
    const otherPhone = await t.call('account', 'verify_otp', { action: 'register', phone_number: '6580000014', otp: second }, { token });
    expect(otherPhone.status).toBe(400);
    const ok = await t.call('account', 'verify_otp', { action: 'register', phone_number: phone, otp: second }, { token });
    expect(ok.status).toBe(200);
  });

  it('lets only one of two simultaneous right answers through', async () => {
    const phone = '6580000016';
    await getOtp(t, token, phone);
    const code = lastCode(t);
    const both = await Promise.all(
      [1, 2].map(() => t.call('account', 'verify_otp', { action: 'register', phone_number: phone, otp: code }, { token })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('takes only 6 digits', async () => {
    for (const otp of ['12345', '1234567', '12a456', '']) {
      const res = await t.call('account', 'verify_otp', { action: 'register', phone_number: '6580000015', otp }, { token });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('otp');
    }
  });
});
