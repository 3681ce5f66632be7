import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PHONE_LIMIT } from '../../../src/server/account/login.ts';
import { OTP_MAX_TRIES } from '../../../src/server/account/otp-service.ts';
import { createTestApp, signTimestamp, type ApiResult, type TestApp } from '../../support/test-app.ts';
import { getOtp, lastCode, nowSec, otpContent, registerViaApi } from '../account/helpers.ts';

/**
 * Bursts of simultaneous requests against every limit. On PostgreSQL (npm test runs this folder
 * against the private cluster) the requests really run at once; each limit lets at most its size through.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const through = (results: ApiResult[]) => results.filter((r) => r.status !== 429).length;
const at = (ip: string) => ({ 'x-forwarded-for': ip });

describe('rate limits under a burst', () => {
  it('100 simultaneous wrong logins for one phone let at most the limit through; the right password then waits for the window', async () => {
    await registerViaApi(t, '87770001', 'right-password');
    const token = await t.guestToken();
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.call(
          'account',
          'login',
          { phone_number: '6587770001', password: `guess-${i}` },
          { token, headers: at(`10.50.${i >> 8}.${i & 255}`) },
        ),
      ),
    );
    expect(burst.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect(through(burst)).toBeLessThanOrEqual(LOGIN_PHONE_LIMIT);
    const right = await t.call(
      'account',
      'login',
      { phone_number: '6587770001', password: 'right-password' },
      { token, headers: at('10.51.0.1') },
    );
    expect(right.status).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    const later = await t.call(
      'account',
      'login',
      { phone_number: '6587770001', password: 'right-password' },
      { token, headers: at('10.51.0.1') },
    );
    expect(later.status).toBe(200);
  });

  it('the per-address login limit holds under a burst of twice its size', async () => {
    const token = await t.guestToken();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call(
          'account',
          'login',
          { phone_number: `6586${String(600000 + i)}`, password: 'wrong-pass' },
          { token, headers: at('10.52.0.1') },
        ),
      ),
    );
    expect(through(burst)).toBeLessThanOrEqual(20);
  });

  it('200 simultaneous OTP guesses compare at most 5 codes', async () => {
    const token = await t.guestToken();
    const phone = '6587770002';
    const sent = await getOtp(t, token, phone);
    expect(sent.status).toBe(200);
    const code = lastCode(t);
    const guesses = Array.from({ length: 200 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    guesses[150] = code; // the right code, late in the burst
    const burst = await Promise.all(
      guesses.map((otp) => t.call('account', 'verify_otp', { action: 'register', phone_number: phone, otp }, { token })),
    );
    const compared = burst.filter((r) => r.status !== 429);
    expect(compared.length).toBeLessThanOrEqual(OTP_MAX_TRIES);
    expect(burst[150].status).toBe(429);
  });

  it('get_otp per address (200 an hour) holds under a burst of 400 distinct phones', async () => {
    const token = await t.guestToken();
    const ts = nowSec(t);
    const burst = await Promise.all(
      Array.from({ length: 400 }, (_, i) => {
        const phone = `6588${String(100000 + i)}`;
        return t.call(
          'account',
          'get_otp',
          { action: 'register', phone_number: phone, timestamp: ts, source: 'web', content: otpContent(phone, ts) },
          { token, headers: at('10.53.0.1') },
        );
      }),
    );
    expect(through(burst)).toBeLessThanOrEqual(200);
    expect(burst.filter((r) => r.status === 200).length).toBeGreaterThan(0);
  });

  it('get_api_token (300 a minute) holds under a burst of 600', async () => {
    const ts = nowSec(t);
    const burst = await Promise.all(
      Array.from({ length: 600 }, () =>
        t.call(
          'token',
          'get_api_token',
          { source: 'web', timestamp: ts, api_key: signTimestamp(ts) },
          { token: null, headers: at('10.54.0.1') },
        ),
      ),
    );
    expect(through(burst)).toBeLessThanOrEqual(300);
    expect(burst.filter((r) => r.status === 200).length).toBeGreaterThan(0);
  });

  it('share-link misses (20 in 10 minutes) hold under a burst of 40', async () => {
    const token = await t.guestToken();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call('order', 'detail_shared_order', { id: `no-such-share-${i}-aaaaaaaaaaaaaaaa` }, { token, headers: at('10.55.0.1') }),
      ),
    );
    expect(through(burst)).toBeLessThanOrEqual(20);
  });

  it('friend requests (30 an hour) hold under a burst of 60', async () => {
    const me = await registerViaApi(t, '87770003');
    const other = await registerViaApi(t, '87770004');
    const token = await t.memberToken(me);
    const burst = await Promise.all(Array.from({ length: 60 }, () => t.call('profile', 'add_friend', { friend_id: other }, { token })));
    expect(through(burst)).toBeLessThanOrEqual(30);
    expect(burst.filter((r) => r.status === 200).length).toBe(1);
  });
});
