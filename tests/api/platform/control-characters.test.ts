import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The fields where a NUL byte used to reach PostgreSQL and answer 500. */
const CASES: Array<[group: string, option: string, field: string, extra?: Record<string, string>]> = [
  ['profile', 'update_profile', 'name'],
  ['profile', 'update_profile', 'billing_address'],
  ['profile', 'list_friend', 'filter_by_name'],
  ['profile', 'list_facebook', 'filter_by_name'],
  ['profile', 'list_friend_request', 'filter_by_name'],
  ['catalogue', 'list_product', 'filter_by_keywords'],
  ['evoucher', 'list_evoucher', 'filter_by_keywords'],
  ['basket', 'update_billing_address', 'billing_address', { billing_country: '2' }],
];

describe('a NUL byte in a text field', () => {
  it.each(CASES)('%s/%s %s answers 400 naming the field', async (group, option, field, extra) => {
    const { token } = await aMember(t);
    const res = await t.call(group, option, { ...extra, [field]: 'Alex\u0000Tan' }, { token });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toMatch(/control characters/);
  });

  it('leaves the profile unchanged', async () => {
    const { token } = await aMember(t);
    await t.call('profile', 'update_profile', { name: 'Bad\u0000Name' }, { token });
    const profile = await t.call('profile', 'detail_profile', {}, { token });
    expect(JSON.stringify(profile.body)).not.toContain('Bad');
  });
});
