import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members, staff } from '../../../src/server/db/schema/index.ts';
import { hashPassword } from '../../../src/server/account/password.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember } from '../../support/factories.ts';
import { aStaff, signedIn, type StaffClient } from './admin-support.ts';
import { sql } from 'drizzle-orm';

let t: TestApp;
let support: StaffClient;
let admin: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  support = await (await aStaff(t, 'support')).client();
  admin = await (await aStaff(t, 'admin')).client();
});
afterAll(async () => t.close());

describe('admin members', () => {
  it('support finds a member by phone or name, and never sees password, OTP or token data', async () => {
    const m = await aMember(t, { name: 'Findable Fiona' });
    const [row] = await t.db.select().from(members).where(eq(members.id, m.id));
    const byName = await support.req('GET', `/members?filter=${encodeURIComponent('{"q":"findable"}')}`);
    expect(byName.body.map((x: { id: number }) => x.id)).toEqual([m.id]);
    const byPhone = await support.req('GET', `/members?filter=${encodeURIComponent(JSON.stringify({ q: row.phone_number }))}`);
    expect(byPhone.body.map((x: { id: number }) => x.id)).toContain(m.id);
    const one = await support.req('GET', `/members/${m.id}`);
    expect(Object.keys(one.body).sort()).toEqual([
      'country_id',
      'created_at',
      'email',
      'id',
      'locked',
      'name',
      'phone',
      'points',
      'version',
    ]);
  });

  it('locking a member ends their sessions and refuses their sign-in; unlocking lets them back', async () => {
    const m = await aMember(t);
    await t.db
      .update(members)
      .set({ password_hash: await hashPassword('member-pass-1') })
      .where(eq(members.id, m.id));
    const [row] = await t.db.select().from(members).where(eq(members.id, m.id));
    const record = (await support.req('GET', `/members/${m.id}`)).body;
    const locked = await support.req('PUT', `/members/${m.id}`, { ...record, locked: true });
    expect(locked.status).toBe(200);
    expect((await t.call('profile', 'detail_profile', {}, { token: m.token })).status).toBe(401);
    const login = await t.call(
      'account',
      'login',
      { phone_number: row.phone_e164 ?? '', password: 'member-pass-1' },
      { token: await t.guestToken(), headers: { 'x-forwarded-for': '10.77.0.1' } },
    );
    expect(login.status).toBe(403);
    expect(login.body.reason).toBe('member_locked');
    expect((await support.req('PUT', `/members/${m.id}`, { ...record, locked: false })).status).toBe(409);
    expect((await support.req('PUT', `/members/${m.id}`, { ...locked.body, locked: false })).status).toBe(200);
    const again = await t.call(
      'account',
      'login',
      { phone_number: row.phone_e164 ?? '', password: 'member-pass-1' },
      { token: await t.guestToken(), headers: { 'x-forwarded-for': '10.77.0.2' } },
    );
    expect(again.status).toBe(200);
    expect((await support.req('PUT', `/members/${m.id}`, { locked: 'yes', version: 3 })).body.field).toBe('locked');
  });

  it('refuses catalogue and marketing staff', async () => {
    for (const role of ['catalogue', 'marketing', 'merchant'] as const) {
      const other = await (await aStaff(t, role)).client();
      expect((await other.req('GET', '/members')).status, role).toBe(403);
    }
  });
});

describe('admin staff accounts', () => {
  it('an admin creates a staff member who can sign in; no hash or secret is answered or audited', async () => {
    const email = `new-${Date.now()}@staff.test`;
    const res = await admin.req('POST', '/staff', { email, name: 'New Person', role: 'support', password: 'a-very-long-password' });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/hash|argon|totp_secret|a-very-long-password/);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.object_id, res.body.id));
    expect(JSON.stringify(entry)).not.toMatch(/argon|a-very-long-password/);
    const client = await signedIn(t, email, 'a-very-long-password');
    expect((await client.req('GET', '/orders')).status).toBe(200);
  });

  it('refuses bad input naming the field: a short password, a merchant without a brand, a taken email', async () => {
    expect((await admin.req('POST', '/staff', { email: 'x@staff.test', role: 'support', password: 'short' })).body.field).toBe('password');
    expect(
      (await admin.req('POST', '/staff', { email: 'm@staff.test', role: 'merchant', password: 'a-very-long-password' })).body.field,
    ).toBe('brand_id');
    expect(
      (await admin.req('POST', '/staff', { email: 'not an email', role: 'support', password: 'a-very-long-password' })).body.field,
    ).toBe('email');
    const taken = await admin.req('POST', '/staff', {
      email: (await aStaff(t, 'support')).email,
      role: 'support',
      password: 'a-very-long-password',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.field).toBe('email');
  });

  it('disabling or changing a role ends the sessions at once; a stale save is 409', async () => {
    const s = await aStaff(t, 'marketing');
    const client = await s.client();
    const record = (await admin.req('GET', `/staff/${s.id}`)).body;
    const saved = await admin.req('PUT', `/staff/${s.id}`, { ...record, role: 'catalogue' });
    expect(saved.status).toBe(200);
    expect((await client.req('GET', '/banners')).status).toBe(401);
    expect((await admin.req('PUT', `/staff/${s.id}`, { ...record, disabled: true })).status).toBe(409);
    expect((await admin.req('PUT', `/staff/${s.id}`, { ...saved.body, disabled: true })).status).toBe(200);
    await expect(s.client()).rejects.toThrow(/401/);
  });

  it('only admins manage staff and read the audit log', async () => {
    for (const role of ['catalogue', 'marketing', 'support', 'merchant'] as const) {
      const other = await (await aStaff(t, role)).client();
      expect((await other.req('GET', '/staff')).status, role).toBe(403);
      expect((await other.req('POST', '/staff', { email: 'a@b.co', role: 'admin', password: 'a-very-long-password' })).status, role).toBe(
        403,
      );
      expect((await other.req('GET', '/audit-log')).status, role).toBe(403);
    }
  });
});

describe('admin audit log', () => {
  it('admins filter it by resource and staff; it refuses any update or delete, even from the database', async () => {
    const m = await aMember(t);
    const record = (await support.req('GET', `/members/${m.id}`)).body;
    await support.req('PUT', `/members/${m.id}`, { ...record, locked: true });
    const [actor] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, support.email));
    const filter = encodeURIComponent(JSON.stringify({ resource: 'members', staff_id: actor.id, object_id: String(m.id) }));
    const res = await admin.req('GET', `/audit-log?filter=${filter}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ action: 'update', staff_email: support.email, before: { locked: false }, after: { locked: true } });
    await expect(t.db.execute(sql`update audit_log set action = 'nothing'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect((await admin.req('GET', '/audit-log?filter={"from":"yesterday"}')).body.field).toBe('filter.from');
  });
});
