import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendships, members } from '../../../src/server/db/schema/index.ts';
import { aMember, befriend, type TestMember } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// 20 December 2026, 10:00 in Singapore
const NOW = new Date('2026-12-20T02:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => t.close());

/** A friend of `me` with a date of birth, who shows it unless told otherwise. */
async function aFriend(me: TestMember, dob: string, opts: { name?: string; show?: boolean } = {}): Promise<TestMember> {
  const friend = await aMember(t, { name: opts.name });
  await t.db
    .update(members)
    .set({ dob, show_birthday: opts.show ?? true })
    .where(eq(members.id, friend.id));
  await befriend(t, me, friend);
  return friend;
}

const list = async (me: TestMember, fields: Record<string, string | number> = {}) =>
  t.call('profile', 'list_birthdays', fields, { token: me.token });

describe('list_birthdays', () => {
  it("lists opted-in friends' birthdays of the next 30 days, soonest first, across the new year, without the year", async () => {
    const me = await aMember(t);
    const today = await aFriend(me, '1990-12-20', { name: 'Today Tan' });
    const jan = await aFriend(me, '1985-01-05', { name: 'January Lim' });
    const soon = await aFriend(me, '2001-12-24', { name: 'Soon Wong' });
    await aFriend(me, '1990-12-19', { name: 'Yesterday Ng' }); // 364 days away
    await aFriend(me, '1990-01-20', { name: 'Far Koh' }); // 31 days away
    const last = await aFriend(me, '1970-01-19', { name: 'Edge Goh' }); // 30 days away

    const res = await list(me);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.table.map((b) => [b.id, b.month, b.day, b.days_until])).toEqual([
      [today.id, 12, 20, 0],
      [soon.id, 12, 24, 4],
      [jan.id, 1, 5, 16],
      [last.id, 1, 19, 30],
    ]);
    expect(res.body.table[0]).toEqual({ id: today.id, name: 'Today Tan', profile_picture: '', month: 12, day: 20, days_until: 0 });
    expect(JSON.stringify(res.body)).not.toMatch(/1990|1985|2001|1970|dob/);
  });

  it('shows only friends who opted in, never non-friends, pending requests or the member themself', async () => {
    const me = await aMember(t);
    const shown = await aFriend(me, '1990-12-22');
    await aFriend(me, '1990-12-22', { show: false });
    const stranger = await aMember(t);
    await t.db.update(members).set({ dob: '1990-12-22', show_birthday: true }).where(eq(members.id, stranger.id));
    const pending = await aMember(t);
    await t.db.update(members).set({ dob: '1990-12-22', show_birthday: true }).where(eq(members.id, pending.id));
    await t.db.insert(friendships).values({ requester_id: pending.id, addressee_id: me.id, status: 'Pending' });
    await t.db.update(members).set({ dob: '1990-12-22', show_birthday: true }).where(eq(members.id, me.id));

    const res = await list(me);
    expect(res.body.table.map((b) => b.id)).toEqual([shown.id]);
    // the stranger's own list does not show me either: we are not friends
    expect((await list(stranger)).body.table).toEqual([]);
  });

  it('names a friend without a name by their masked phone', async () => {
    const me = await aMember(t);
    const nameless = await aFriend(me, '1990-12-21', { name: '' });
    const [row] = await t.db.select().from(members).where(eq(members.id, nameless.id));
    const [b] = (await list(me)).body.table;
    expect(b.name).toBe(`+65 •••• ${row.phone_number.slice(-4)}`);
  });

  it('pages the list with limit and offset', async () => {
    const me = await aMember(t);
    const first = await aFriend(me, '1990-12-21');
    const second = await aFriend(me, '1990-12-22');
    const third = await aFriend(me, '1990-12-23');
    const page = await list(me, { limit: 2, offset: 1 });
    expect(page.body).toMatchObject({ total: 3, limit: 2, offset: 1 });
    expect(page.body.table.map((b) => b.id)).toEqual([second.id, third.id]);
    expect((await list(me, { limit: 1 })).body.table.map((b) => b.id)).toEqual([first.id]);
  });

  it('keeps a 29 February birthday on 28 February in a common year, and on the 29th in a leap year', async () => {
    const me = await aMember(t);
    const leapling = await aFriend(me, '1996-02-29');
    // tokens expire: a member signed in at that later moment
    const at = async (iso: string) => {
      t.clock.now = new Date(iso);
      return { ...me, token: await t.memberToken(me.id) };
    };
    try {
      expect((await list(await at('2027-02-20T02:00:00Z'))).body.table).toMatchObject([
        { id: leapling.id, month: 2, day: 28, days_until: 8 },
      ]);
      expect((await list(await at('2028-02-20T02:00:00Z'))).body.table).toMatchObject([
        { id: leapling.id, month: 2, day: 29, days_until: 9 },
      ]);
    } finally {
      t.clock.now = new Date(NOW);
    }
  });

  it("counts days in the shop's time zone (Singapore)", async () => {
    const me = await aMember(t);
    const friend = await aFriend(me, '1990-12-21');
    // 20 Dec 16:30 UTC is already 21 Dec 00:30 in Singapore: the birthday is today
    t.clock.now = new Date('2026-12-20T16:30:00Z');
    try {
      expect((await list(me)).body.table).toMatchObject([{ id: friend.id, days_until: 0 }]);
    } finally {
      t.clock.now = new Date(NOW);
    }
  });

  it('refuses bad paging naming the field, a guest, and a member_id other than the caller', async () => {
    const me = await aMember(t);
    const other = await aMember(t);
    const bad = await list(me, { limit: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('limit');
    const guest = await t.call('profile', 'list_birthdays', {}, { token: await t.guestToken() });
    expect(guest.status).toBe(401);
    const theirs = await list(me, { member_id: other.id });
    expect(theirs.status).toBe(403);
    expect(theirs.body.field).toBe('member_id');
  });
});
