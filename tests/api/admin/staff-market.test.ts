import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { SINGAPORE } from '../../support/factories.ts';
import { aStaff, signedIn, type StaffClient } from './admin-support.ts';

let t: TestApp;
let admin: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await (await aStaff(t, 'admin')).client();
});
afterAll(async () => t.close());

const JAPAN = 3;

describe('a staff member’s market (decision 0238)', () => {
  it('is set by an admin, answered with the session, and changed on save', async () => {
    const email = `market-${Date.now()}@staff.test`;
    const made = await admin.req('POST', '/staff', {
      email,
      role: 'catalogue',
      password: 'a-very-long-password',
      market_country_id: SINGAPORE,
    });
    expect(made.status).toBe(201);
    expect(made.body.market_country_id).toBe(SINGAPORE);
    const me = await signedIn(t, email, 'a-very-long-password');
    expect((await me.req('GET', '/session')).body.marketCountryId).toBe(SINGAPORE);

    const record = (await admin.req('GET', `/staff/${made.body.id}`)).body;
    const saved = await admin.req('PUT', `/staff/${made.body.id}`, { ...record, market_country_id: JAPAN });
    expect(saved.status).toBe(200);
    expect(saved.body.market_country_id).toBe(JAPAN);
  });

  it('refuses a country the shop does not have, naming the field', async () => {
    const res = await admin.req('POST', '/staff', {
      email: `nowhere-${Date.now()}@staff.test`,
      role: 'support',
      password: 'a-very-long-password',
      market_country_id: 999,
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('market_country_id');
  });

  it('lets catalogue staff read campaigns to pick one, never change them', async () => {
    const catalogue = await (await aStaff(t, 'catalogue')).client();
    const list = await catalogue.req('GET', '/campaigns?filter=%7B%22campaign_type%22%3A%22discount%22%7D');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    const record = (await catalogue.req('GET', `/campaigns/${list.body[0].id}`)).body;
    expect((await catalogue.req('PUT', `/campaigns/${record.id}`, record)).status).toBe(403);
  });
});
