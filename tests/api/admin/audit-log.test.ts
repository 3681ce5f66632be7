import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember } from '../../support/factories.ts';
import { aStaff, type StaffClient } from './admin-support.ts';
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
