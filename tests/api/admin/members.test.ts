import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../src/server/db/schema/index.ts';
import { hashPassword } from '../../../src/server/account/password.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember } from '../../support/factories.ts';
import { aStaff, type StaffClient } from './admin-support.ts';

let t: TestApp;
let support: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  support = await (await aStaff(t, 'support')).client();
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
