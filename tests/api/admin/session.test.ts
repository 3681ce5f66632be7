import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../../src/server/db/schema/index.ts';
import { newTotpSecret, totpCode } from '../../../src/server/admin/session/totp.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember } from '../../support/factories.ts';
import { ADMIN, adminRequest, aStaff, ORIGIN, signedIn } from './admin-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signIn = (body: unknown, ip = '10.1.1.1') => adminRequest(t, 'POST', '/session', body, { 'x-forwarded-for': ip });

describe('admin session', () => {
  it('signs a demo staff member in with an HttpOnly, SameSite=Strict cookie scoped to the back office, and GET says who', async () => {
    const res = await t.app.request(`${ADMIN}/session`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': '10.1.1.2' },
      body: JSON.stringify({ email: 'Marketing@ugift.test', password: 'ugift-staff-demo' }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^ugift_staff=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/UgiftWeb\/admin/);
    const me = await adminRequest(t, 'GET', '/session', undefined, { cookie: cookie.split(';')[0] });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'marketing@ugift.test', role: 'marketing' });
    expect(JSON.stringify(me.body)).not.toMatch(/password|hash|totp_secret/);
  });

  it('refuses a wrong password or an unknown email with the same 401, and bad input with 400 naming the field', async () => {
    const wrong = await signIn({ email: 'support@ugift.test', password: 'nope' });
    const unknown = await signIn({ email: 'nobody@ugift.test', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    const bad = await signIn({ email: '', password: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('email');
  });

  it('locks an account for 15 minutes after 10 failed sign-ins, even against the right password', async () => {
    const s = await aStaff(t, 'support');
    for (let i = 0; i < 10; i++) expect((await signIn({ email: s.email, password: 'wrong password' }, `10.2.0.${i}`)).status).toBe(401);
    const locked = await signIn({ email: s.email, password: s.password }, '10.2.1.1');
    expect(locked.status).toBe(429);
    expect(locked.body.reason).toBe('account_locked');
    t.clock.advance(16 * 60_000);
    expect((await signIn({ email: s.email, password: s.password }, '10.2.1.2')).status).toBe(200);
  });

  it('limits failed sign-ins per address (30 a quarter hour), and never counts the successful ones', async () => {
    const s = await aStaff(t, 'support');
    const address = '10.4.0.9';
    for (let i = 0; i < 35; i++) expect((await signIn({ email: s.email, password: s.password }, address)).status).toBe(200);
    const others = await Promise.all(Array.from({ length: 4 }, () => aStaff(t, 'support')));
    // 30 wrong passwords spread over accounts (none reaches its own lock of 10)...
    for (let i = 0; i < 30; i++)
      expect((await signIn({ email: others[i % 4].email, password: 'wrong password' }, address)).status).toBe(401);
    // ...then the address is held, even for a right password, until the quarter hour has passed
    const held = await signIn({ email: s.email, password: s.password }, address);
    expect(held.status).toBe(429);
    expect((await signIn({ email: s.email, password: s.password }, '10.4.0.10')).status).toBe(200);
    t.clock.advance(16 * 60_000);
    expect((await signIn({ email: s.email, password: s.password }, address)).status).toBe(200);
  });

  it('asks for the TOTP code once the second factor is set up, and accepts only the right one', async () => {
    const s = await aStaff(t, 'admin');
    const secret = newTotpSecret();
    await t.db.update(staff).set({ totp_secret: secret }).where(eq(staff.id, s.id));
    const noCode = await signIn({ email: s.email, password: s.password }, '10.3.0.1');
    expect(noCode.status).toBe(401);
    expect(noCode.body).toMatchObject({ reason: 'otp_required', field: 'otp' });
    const wrongCode = await signIn(
      { email: s.email, password: s.password, otp: totpCode(secret, new Date(t.clock.now.getTime() + 600_000)) },
      '10.3.0.2',
    );
    expect(wrongCode.body.reason).toBe('otp_wrong');
    expect((await signIn({ email: s.email, password: s.password, otp: totpCode(secret, t.clock.now) }, '10.3.0.3')).status).toBe(200);
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
    const admin = await signedIn(t, 'admin@ugift.test');
    const foreign = await admin.req('PUT', '/members/1', { locked: true, version: 1 }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.reason).toBe('origin_refused');
    const none = await t.app.request(`${ADMIN}/members/1`, {
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
