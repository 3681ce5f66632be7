import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../../src/server/db/schema/index.ts';
import { newTotpSecret, totpCode } from '../../../src/server/admin/session/totp.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember } from '../../support/factories.ts';
import { ADMIN, adminRequest, aStaff, ORIGIN } from './admin-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signIn = (body: unknown, ip = '10.1.1.1') => adminRequest(t, 'POST', '/session', body, { 'x-forwarded-for': ip });

describe('admin session', () => {
  it('signs a staff member in with an HttpOnly, SameSite=Strict cookie scoped to the back office, and GET says who', async () => {
    const marketing = await aStaff(t, 'marketing');
    const res = await t.app.request(`${ADMIN}/session`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': '10.1.1.2' },
      // the e-mail address in another case is the same account
      body: JSON.stringify({ email: marketing.email.replace(/^m/, 'M'), password: marketing.password }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^ugift_staff=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/UgiftWeb\/admin/);
    const me = await adminRequest(t, 'GET', '/session', undefined, { cookie: cookie.split(';')[0] });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: marketing.email, role: 'marketing' });
    expect(JSON.stringify(me.body)).not.toMatch(/password|hash|totp_secret/);
  });

  it('refuses a wrong password or an unknown email with the same 401, and bad input with 400 naming the field', async () => {
    const wrong = await signIn({ email: (await aStaff(t, 'support')).email, password: 'nope' });
    const unknown = await signIn({ email: 'nobody@ugift.test', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    const bad = await signIn({ email: '', password: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('email');
  });

  it('slows an account down after 5 failed sign-ins (1 s, 2 s, 4 s …) and lets the right password in after the wait', async () => {
    const s = await aStaff(t, 'support');
    for (let i = 0; i < 5; i++) expect((await signIn({ email: s.email, password: 'wrong password' }, `10.2.0.${i}`)).status).toBe(401);
    // the sixth attempt comes too soon: refused before the password is checked, even the right one
    const early = await signIn({ email: s.email, password: s.password }, '10.2.1.1');
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ reason: 'sign_in_throttled', retry_after: 1 });
    t.clock.advance(1000);
    expect((await signIn({ email: s.email, password: 'wrong again' }, '10.2.1.2')).status).toBe(401);
    t.clock.advance(1000);
    expect((await signIn({ email: s.email, password: s.password }, '10.2.1.3')).body.retry_after).toBe(1);
    t.clock.advance(1000);
    expect((await signIn({ email: s.email, password: s.password }, '10.2.1.4')).status).toBe(200);
    // a success starts the account afresh
    for (let i = 0; i < 5; i++) expect((await signIn({ email: s.email, password: 'wrong password' }, `10.2.2.${i}`)).status).toBe(401);
  });

  it('slows an address down after 20 failures, never counting the successful sign-ins, and never locks it', async () => {
    const s = await aStaff(t, 'support');
    const address = '10.4.0.9';
    for (let i = 0; i < 35; i++) expect((await signIn({ email: s.email, password: s.password }, address)).status).toBe(200);
    const others = await Promise.all(Array.from({ length: 5 }, () => aStaff(t, 'support')));
    // 20 wrong passwords spread over accounts (none reaches its own delay after 5)...
    for (let i = 0; i < 20; i++)
      expect((await signIn({ email: others[i % 5].email, password: 'wrong password' }, address)).status).toBe(401);
    // ...then the address waits a second, then two, however right the password
    const held = await signIn({ email: s.email, password: s.password }, address);
    expect(held.status).toBe(429);
    expect(held.body.reason).toBe('sign_in_throttled');
    expect((await signIn({ email: s.email, password: s.password }, '10.4.0.10')).status).toBe(200);
    t.clock.advance(1000);
    expect((await signIn({ email: s.email, password: s.password }, address)).status).toBe(200);
  });

  it('locks an account after 50 failures until an admin unlocks it', async () => {
    const s = await aStaff(t, 'merchant', { brandId: 1 });
    const dayAgo = new Date(t.clock.now.getTime() - 86_400_000).toISOString();
    await t.db.execute(
      `insert into sign_in_throttle (key, failures, last_failed_at) values ('staff-account:${s.email.toLowerCase()}', 49, '${dayAgo}')`,
    );
    expect((await signIn({ email: s.email, password: 'wrong password' }, '10.5.0.1')).status).toBe(401);
    t.clock.advance(60 * 60_000);
    const locked = await signIn({ email: s.email, password: s.password }, '10.5.0.2');
    expect(locked.status).toBe(429);
    expect(locked.body.reason).toBe('account_locked');
    const admin = await (await aStaff(t, 'admin')).client();
    const record = (await admin.req('GET', `/staff/${s.id}`)).body;
    expect(record.locked_until).not.toBeNull();
    const unlocked = await admin.req('PUT', `/staff/${s.id}`, { ...record, unlock: true, outlet_ids: record.outlet_ids ?? [] });
    expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200);
    expect(unlocked.body.locked_until).toBeNull();
    expect((await signIn({ email: s.email, password: s.password }, '10.5.0.3')).status).toBe(200);
  });

  it('answers a wrong password, a missing code and a wrong code alike, and never takes a code twice', async () => {
    const s = await aStaff(t, 'admin');
    const secret = newTotpSecret();
    await t.db.update(staff).set({ totp_secret: secret }).where(eq(staff.id, s.id));
    const wrongPassword = await signIn({ email: s.email, password: 'not it', otp: totpCode(secret, t.clock.now) }, '10.3.0.1');
    const noCode = await signIn({ email: s.email, password: s.password }, '10.3.0.2');
    const wrongCode = await signIn(
      { email: s.email, password: s.password, otp: totpCode(secret, new Date(t.clock.now.getTime() + 600_000)) },
      '10.3.0.3',
    );
    for (const r of [wrongPassword, noCode, wrongCode]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual(wrongPassword.body);
    }
    expect(wrongPassword.body.reason).toBe('sign_in_failed');
    const code = totpCode(secret, t.clock.now);
    expect((await signIn({ email: s.email, password: s.password, otp: code }, '10.3.0.4')).status).toBe(200);
    // the same code again, within its step: refused alike (RFC 6238 5.2)
    const replay = await signIn({ email: s.email, password: s.password, otp: code }, '10.3.0.5');
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(wrongPassword.body);
    t.clock.advance(30_000);
    expect((await signIn({ email: s.email, password: s.password, otp: totpCode(secret, t.clock.now) }, '10.3.0.6')).status).toBe(200);
  });

  it('writes every attempt to the audit log with its address and user agent, and admins filter on them', async () => {
    const s = await aStaff(t, 'catalogue');
    await adminRequest(
      t,
      'POST',
      '/session',
      { email: s.email, password: 'guess' },
      { 'x-forwarded-for': '10.6.0.1', 'user-agent': 'attack-tool/1' },
    );
    const admin = await (await aStaff(t, 'admin')).client();
    const res = await admin.req(
      'GET',
      `/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'sign_in_failed', staff_id: s.id }))}`,
    );
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ action: 'sign_in_failed', ip: '10.6.0.1', user_agent: 'attack-tool/1', staff_email: s.email });
    const unknown = await adminRequest(
      t,
      'POST',
      '/session',
      { email: 'nobody@ugift.test', password: 'guess' },
      { 'x-forwarded-for': '10.6.0.2' },
    );
    expect(unknown.status).toBe(401);
    const trail = await admin.req(
      'GET',
      `/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'sign_in_failed' }))}&range=[0,50]`,
    );
    expect(trail.body.some((e: { staff_email: string; ip: string }) => e.staff_email === 'nobody@ugift.test' && e.ip === '10.6.0.2')).toBe(
      true,
    );
  });

  it('ends a merchant session after the counter’s idle time, on the server', async () => {
    const s = await aStaff(t, 'merchant', { brandId: 1 });
    const counter = await s.client();
    const office = await (await aStaff(t, 'support')).client();
    t.clock.advance(299_000);
    expect((await counter.req('GET', '/session')).status).toBe(200);
    t.clock.advance(301_000);
    expect((await counter.req('GET', '/session')).status).toBe(401);
    expect((await office.req('GET', '/session')).status).toBe(200);
  });

  it('ends a session after twelve idle hours, and on sign-out', async () => {
    const s = await aStaff(t, 'catalogue');
    const client = await s.client();
    expect((await client.req('GET', '/session')).status).toBe(200);
    t.clock.advance(12 * 60 * 60_000 + 60_000);
    const idle = await client.req('GET', '/session');
    expect(idle.status).toBe(401);
    expect(idle.body.reason).toBe('signed_out');
    const again = await s.client();
    expect((await again.req('DELETE', '/session')).status).toBe(200);
    expect((await again.req('GET', '/products')).status).toBe(401);
  });

  it('refuses member tokens, signed-out requests and changes without the shop as Origin', async () => {
    const member = await aMember(t);
    const withToken = await adminRequest(t, 'GET', '/products', undefined, { authorization: `Bearer ${member.token}` });
    expect(withToken.status).toBe(401);
    expect(withToken.body.reason).toBe('member_token_refused');
    expect((await adminRequest(t, 'GET', '/products')).status).toBe(401);
    const admin = await (await aStaff(t, 'admin')).client();
    const foreign = await admin.req('PUT', `/members/${member.id}`, { locked: true, version: 1 }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.reason).toBe('origin_refused');
    const none = await t.app.request(`${ADMIN}/members/${member.id}`, {
      method: 'PUT',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(none.status).toBe(403);
  });

  it('publishes the OpenAPI document of every resource and a reference page', async () => {
    const doc = await adminRequest(t, 'GET', '/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    for (const r of ['products', 'banners', 'popups', 'orders', 'members', 'staff', 'audit-log'])
      expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining([`/${r}`, `/${r}/{id}`]));
    expect(doc.body.components.schemas['banners.create'].properties.linkage_type.enum).toContain('linkage_product');
    const page = await t.app.request(`${ADMIN}/reference`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/orders/{id}/refund');
  });
});
