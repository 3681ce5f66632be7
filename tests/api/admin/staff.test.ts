import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aStaff, signedIn, type StaffClient } from './admin-support.ts';

let t: TestApp;
let admin: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await (await aStaff(t, 'admin')).client();
});
afterAll(async () => t.close());

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
