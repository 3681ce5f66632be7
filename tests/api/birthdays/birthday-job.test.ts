import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBirthdayNotices } from '../../../src/server/birthdays/birthday-job.ts';
import { birthdayNotices, members, notifications } from '../../../src/server/db/schema/index.ts';
import { JOBS } from '../../../src/server/jobs/index.ts';
import { aMember, befriend, type TestMember } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const DAY = 86_400_000;
// 3 March 2031 09:00 in Singapore: no demo member shows a birthday, so only these tests' members are due
const START = new Date('2031-03-03T01:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: START });
});
afterAll(async () => t.close());

async function birthdayPerson(dob: string, opts: { show?: boolean; name?: string } = {}): Promise<TestMember> {
  const m = await aMember(t, { name: opts.name ?? 'Birthday Bao' });
  await t.db
    .update(members)
    .set({ dob, show_birthday: opts.show ?? true })
    .where(eq(members.id, m.id));
  return m;
}

const birthdayNoticesOf = (memberId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.member_id, memberId), eq(notifications.type, 'birthday')))
    .orderBy(notifications.id);

describe('birthday job', () => {
  it('tells every friend 7 days ahead and on the day, once each, with a link to send a gift', async () => {
    const bao = await birthdayPerson('1992-03-10');
    const [f1, f2, stranger] = [await aMember(t), await aMember(t), await aMember(t)];
    await befriend(t, bao, f1);
    await befriend(t, f2, bao);

    // 3 March: the birthday on 10 March is 7 days away
    const week = await runBirthdayNotices(t.db, START);
    expect(week).toEqual({ week: 2, day: 0 });
    for (const f of [f1, f2]) {
      const [n] = await birthdayNoticesOf(f.id);
      expect(n).toMatchObject({
        type: 'birthday',
        related_id: String(bao.id),
        event: 'birthdaySoon',
        message: "Birthday Bao's birthday is on 10 Mar. Send a gift?",
      });
      expect(n.params).toMatchObject({ name: 'Birthday Bao', date: { en: '10 Mar', cn: '3月10日', jp: '3月10日' } });
    }
    expect(await birthdayNoticesOf(stranger.id)).toEqual([]);
    expect(await birthdayNoticesOf(bao.id)).toEqual([]);

    // the hourly job runs again that day: nothing new
    expect(await runBirthdayNotices(t.db, new Date(START.getTime() + 3 * 60 * 60_000))).toEqual({ week: 0, day: 0 });
    // the days between: nothing
    expect(await runBirthdayNotices(t.db, new Date(START.getTime() + 3 * DAY))).toEqual({ week: 0, day: 0 });

    // 10 March: on the day
    const onTheDay = new Date(START.getTime() + 7 * DAY);
    expect(await runBirthdayNotices(t.db, onTheDay)).toEqual({ week: 0, day: 2 });
    expect(await runBirthdayNotices(t.db, onTheDay)).toEqual({ week: 0, day: 0 });
    const f1Notices = await birthdayNoticesOf(f1.id);
    expect(f1Notices.map((n) => n.event)).toEqual(['birthdaySoon', 'birthdayToday']);
    expect(f1Notices[1].message).toBe("It's Birthday Bao's birthday today! Send a gift.");

    // the friend reads it in the list, and in their language
    const listed = await t.call('notification', 'list_notification', {}, { token: await t.memberToken(f1.id) });
    expect(listed.body.table.filter((n) => n.type === 'birthday').map((n) => n.event)).toEqual(['birthdayToday', 'birthdaySoon']);

    // a year later, the notices come again, once
    const nextYear = new Date('2032-03-03T01:00:00Z');
    expect(await runBirthdayNotices(t.db, nextYear)).toEqual({ week: 2, day: 0 });
    expect(await birthdayNoticesOf(f1.id)).toHaveLength(3);
  });

  it('tells nobody about a member who did not opt in', async () => {
    const shy = await birthdayPerson('1990-03-10', { show: false });
    const friend = await aMember(t);
    await befriend(t, shy, friend);
    await runBirthdayNotices(t.db, START);
    await runBirthdayNotices(t.db, new Date(START.getTime() + 7 * DAY));
    expect(await birthdayNoticesOf(friend.id)).toEqual([]);
    expect(await t.db.select().from(birthdayNotices).where(eq(birthdayNotices.birthday_member_id, shy.id))).toEqual([]);
  });

  it('sends once when two servers run the job at the same moment', async () => {
    const pip = await birthdayPerson('1999-04-01', { name: 'Pip' });
    const friends = [await aMember(t), await aMember(t), await aMember(t)];
    for (const f of friends) await befriend(t, pip, f);
    const at = new Date('2031-03-25T01:00:00Z'); // 25 March: 1 April is 7 days away
    const runs = await Promise.all([runBirthdayNotices(t.db, at), runBirthdayNotices(t.db, at), runBirthdayNotices(t.db, at)]);
    expect(runs.reduce((n, r) => n + r.week, 0)).toBe(3);
    for (const f of friends) expect(await birthdayNoticesOf(f.id)).toHaveLength(1);
  });

  it('tells the friends of a 29 February birthday on 28 February in a common year', async () => {
    const leap = await birthdayPerson('2000-02-29', { name: 'Leap' });
    const friend = await aMember(t);
    await befriend(t, leap, friend);
    expect((await runBirthdayNotices(t.db, new Date('2031-02-21T01:00:00Z'))).week).toBeGreaterThanOrEqual(1);
    expect((await runBirthdayNotices(t.db, new Date('2031-02-28T01:00:00Z'))).day).toBeGreaterThanOrEqual(1);
    const notices = await birthdayNoticesOf(friend.id);
    expect(notices.map((n) => [n.event, (n.params.date as { en: string }).en])).toEqual([
      ['birthdaySoon', '28 Feb'],
      ['birthdayToday', '28 Feb'],
    ]);
  });

  it('counts the day in Singapore and runs hourly among the server jobs', async () => {
    const late = await birthdayPerson('1990-05-01', { name: 'Late' });
    const friend = await aMember(t);
    await befriend(t, late, friend);
    // 30 April 16:30 UTC is 1 May 00:30 in Singapore
    await runBirthdayNotices(t.db, new Date('2031-04-30T16:30:00Z'));
    expect((await birthdayNoticesOf(friend.id)).map((n) => n.event)).toEqual(['birthdayToday']);
    const job = JOBS.find((j) => j.name === 'birthday-notices');
    expect(job?.everyMs).toBe(60 * 60_000);
  });
});
