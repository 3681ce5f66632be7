import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, uploads } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, befriend, type TestMember } from '../../support/factories.ts';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);

let t: TestApp;
let demo: number;
let demoToken: string;
let meiLing: number;
let meiToken: string;
let alex: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  // a member of their own with a full profile and three friends
  alex = await aMember(t, { name: 'Alex Tan', email: 'alex.tan@example.com' });
  await t.db
    .update(members)
    .set({
      gender: 'Male',
      dob: '1994-03-18',
      billing_address: '12 Marina Boulevard',
      billing_postcode: '018982',
      billing_state: 'Singapore',
      billing_country_id: 2,
      referral_code: 'ALEXTEST',
    })
    .where(eq(members.id, alex.id));
  for (let i = 0; i < 3; i++) await befriend(t, alex, await aMember(t));
  demo = alex.id;
  demoToken = alex.token;
  meiLing = (await aMember(t)).id;
  meiToken = await t.memberToken(meiLing);
});
afterAll(async () => t.close());

describe('detail_profile', () => {
  it('answers the logged-in member profile with country names and the friend count', async () => {
    const res = await t.call('profile', 'detail_profile', { member_id: demo }, { token: demoToken });
    expect(res.status).toBe(200);
    const p = res.body.table;
    expect(p).toMatchObject({
      member_id: demo,
      name: 'Alex Tan',
      email: 'alex.tan@example.com',
      gender: 'Male',
      dob: '1994-03-18',
      phone_prefix: '+65',
      phone_number: alex.phone.slice(3),
      country: 'Singapore',
      billing_country: 'Singapore',
      referral_code: 'ALEXTEST',
      fb_account_id: '',
      total_friends: 3,
    });
    expect(p.country_id).toBeGreaterThan(0);
  });

  it('refuses a guest token', async () => {
    const res = await t.call('profile', 'detail_profile', {}, { token: await t.guestToken() });
    expect(res.status).toBe(401);
  });

  it("refuses to read another member's profile", async () => {
    const res = await t.call('profile', 'detail_profile', { member_id: demo }, { token: meiToken });
    expect(res.status).toBe(403);
    expect(res.body.field).toBe('member_id');
  });
});

describe('update_profile', () => {
  it('changes the sent values, resolves country names and keeps omitted ones', async () => {
    const res = await t.call(
      'profile',
      'update_profile',
      {
        name: 'Mei Ling W.',
        email: 'ml@example.com',
        gender: 'Female',
        dob: '1996-07-03',
        billing_address: '1 Orchard Rd',
        billing_postcode: '238801',
        billing_state: 'Singapore',
        billing_country: 'Singapore',
        shipping_address: '2 Jalan Ampang',
        shipping_postcode: '50450',
        shipping_state: 'Kuala Lumpur',
        shipping_country: 'malaysia',
      },
      { token: meiToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated');
    const p = res.body.table;
    expect(p).toMatchObject({
      name: 'Mei Ling W.',
      email: 'ml@example.com',
      dob: '1996-07-03',
      billing_country: 'Singapore',
      shipping_country: 'Malaysia',
      shipping_state: 'Kuala Lumpur',
    });

    // Empty, null and zero values and a 0000-00-00 dob are "not sent": nothing changes.
    const again = await t.call(
      'profile',
      'update_profile',
      { name: '', email: 'null', dob: '0000-00-00', billing_country_id: '0', country_id: 0 },
      { token: meiToken },
    );
    expect(again.status).toBe(200);
    expect(again.body.table).toMatchObject({
      name: 'Mei Ling W.',
      email: 'ml@example.com',
      dob: '1996-07-03',
      billing_country: 'Singapore',
    });
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['gender', { gender: 'Other' }],
    ['dob', { dob: '2021-02-30' }],
    ['dob', { dob: '03/07/1996' }],
    ['billing_country', { billing_country: 'Atlantis' }],
    ['shipping_country_id', { shipping_country_id: 9999 }],
    ['name', { name: 'x'.repeat(101) }],
  ])('refuses a bad %s with a 400 naming it', async (field, fields) => {
    const res = await t.call('profile', 'update_profile', fields, { token: meiToken });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('keeps the registered country read-only once set, and lets a member without one set it', async () => {
    const other = await t.call('profile', 'update_profile', { country_id: 3 }, { token: demoToken });
    expect(other.status).toBe(400);
    expect(other.body.field).toBe('country_id');

    await t.db.update(members).set({ country_id: 0 }).where(eq(members.id, meiLing));
    const set = await t.call('profile', 'update_profile', { country_id: 3 }, { token: meiToken });
    expect(set.status).toBe(200);
    expect(set.body.table.country_id).toBe(3);
  });

  it('stores a real image as the profile picture and refuses anything else', async () => {
    const ok = await t.call(
      'profile',
      'update_profile',
      { profile_picture: new File([PNG], 'me.png', { type: 'image/png' }) },
      { token: meiToken },
    );
    expect(ok.status).toBe(200);
    const picture = ok.body.table.profile_picture;
    expect(picture).toMatch(/^\/UgiftWeb\/media\/[A-Za-z0-9_-]{22}\.png$/);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.member_id, meiLing));
    expect(row.mime).toBe('image/png');

    const bad = await t.call(
      'profile',
      'update_profile',
      { profile_picture: new File(['<svg onload=alert(1)>'], 'x.png', { type: 'image/png' }) },
      { token: meiToken },
    );
    expect(bad.status).toBe(415);
    expect(bad.body.field).toBe('profile_picture');
  });

  it('does not store the picture when another value is invalid', async () => {
    const before = await t.db.select().from(uploads);
    const res = await t.call(
      'profile',
      'update_profile',
      { billing_country: 'Atlantis', profile_picture: new File([PNG], 'me.png') },
      { token: meiToken },
    );
    expect(res.status).toBe(400);
    expect(await t.db.select().from(uploads)).toHaveLength(before.length);
  });

  it("cannot update another member's profile", async () => {
    const res = await t.call('profile', 'update_profile', { member_id: demo, name: 'Hacked' }, { token: meiToken });
    expect(res.status).toBe(403);
    const [row] = await t.db.select({ name: members.name }).from(members).where(eq(members.id, demo));
    expect(row.name).toBe('Alex Tan');
  });
});
