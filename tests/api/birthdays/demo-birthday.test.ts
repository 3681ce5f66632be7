import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../../src/server/seed/index.ts';
import { birthdayIn } from '../../../src/server/seed/members.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the demo shop has a birthday to show', () => {
  it('lists a friend of the demo member whose birthday is a few days after the seed ran', async () => {
    // about the seed itself, so it reads the seed's demo member (the only test outside the seed's own that may)
    const token = await t.memberToken(await t.memberIdByPhone(`${DEMO_MEMBER.phonePrefix}${DEMO_MEMBER.phoneNumber}`));
    const r = await t.call('profile', 'list_birthdays', {}, { token });
    expect(r.status).toBe(200);
    const names = (r.body.table as Array<{ name: string }>).map((b) => b.name);
    expect(names).toContain('Mei Ling Wong');
  });

  it('keeps the year and stays a real date', () => {
    expect(birthdayIn(new Date('2026-11-27T02:00:00Z'), 4, '1996-07-02')).toBe('1996-12-01');
    expect(birthdayIn(new Date('2028-02-25T02:00:00Z'), 4, '1995-07-02')).toBe('1995-02-28');
  });
});
