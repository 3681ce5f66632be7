import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendships, members, notifications } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, CHINA, JAPAN, MALAYSIA, SINGAPORE } from '../../support/factories.ts';

let t: TestApp;
const id: Record<string, number> = {};
const tok: Record<string, string> = {};
/**
 * The test's own circle, shaped as a shopper's usually is: Alex has three friends (Mei, Raj, Yuki), a request from Chen
 * and one sent to Nurul; Mei and Raj are friends too.
 */
const PEOPLE = {
  alex: { name: 'Alex Tan', countryId: SINGAPORE },
  mei: { name: 'Mei Ling Wong', countryId: SINGAPORE },
  raj: { name: 'Raj Kumar', countryId: MALAYSIA },
  yuki: { name: 'Yuki Sato', countryId: JAPAN },
  chen: { name: 'Chen Wei', countryId: CHINA },
  nurul: { name: 'Nurul Aisyah', countryId: MALAYSIA },
};
const CIRCLE: Array<[keyof typeof PEOPLE, keyof typeof PEOPLE, 'Accepted' | 'Pending']> = [
  ['alex', 'mei', 'Accepted'],
  ['raj', 'alex', 'Accepted'],
  ['alex', 'yuki', 'Accepted'],
  ['chen', 'alex', 'Pending'],
  ['alex', 'nurul', 'Pending'],
  ['mei', 'raj', 'Accepted'],
];

beforeAll(async () => {
  t = await createTestApp();
  for (const [k, who] of Object.entries(PEOPLE)) {
    const m = await aMember(t, who);
    id[k] = m.id;
    tok[k] = m.token;
  }
  for (const [requester, addressee, status] of CIRCLE)
    await t.db.insert(friendships).values({
      requester_id: id[requester],
      addressee_id: id[addressee],
      status,
      responded_at: status === 'Accepted' ? t.clock.now : null,
    });
});
afterAll(async () => t.close());

const notesOf = (memberId: number, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.member_id, memberId), eq(notifications.type, type)));

describe('list_friend', () => {
  it('lists accepted friends from both directions with the total', async () => {
    const res = await t.call('profile', 'list_friend', { order_by: 'ASC' }, { token: tok.alex });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    const names = res.body.table.map((f) => f.friend_name);
    expect(names).toEqual(['Mei Ling Wong', 'Raj Kumar', 'Yuki Sato']);
  });

  it('filters by name from one letter on, taking % literally', async () => {
    const one = await t.call('profile', 'list_friend', { filter_by_name: 'y' }, { token: tok.alex });
    expect(one.body.table.map((f) => f.friend_name)).toEqual(['Yuki Sato']);
    const pct = await t.call('profile', 'list_friend', { filter_by_name: '%' }, { token: tok.alex });
    expect(pct.body.total).toBe(0);
  });

  it('pages with limit and offset and refuses a bad limit', async () => {
    const page = await t.call('profile', 'list_friend', { limit: 1, offset: 1 }, { token: tok.alex });
    expect(page.body.total).toBe(3);
    expect(page.body.table).toHaveLength(1);
    const bad = await t.call('profile', 'list_friend', { limit: 0 }, { token: tok.alex });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('limit');
  });

  it("refuses to list another member's friends", async () => {
    const res = await t.call('profile', 'list_friend', { member_id: id.alex }, { token: tok.chen });
    expect(res.status).toBe(403);
    const guest = await t.call('profile', 'list_friend', {}, { token: await t.guestToken() });
    expect(guest.status).toBe(401);
  });
});

describe('friend requests', () => {
  it('lists the requests sent to me', async () => {
    const res = await t.call('profile', 'list_friend_request', {}, { token: tok.alex });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.table).toEqual([expect.objectContaining({ member_id: id.chen, friend_name: 'Chen Wei' })]);
  });

  it('refuses adding myself, an unknown member, a friend and a second request either way', async () => {
    expect((await t.call('profile', 'add_friend', { friend_id: id.alex }, { token: tok.alex })).body.field).toBe('friend_id');
    expect((await t.call('profile', 'add_friend', { friend_id: 999999 }, { token: tok.alex })).status).toBe(404);
    expect((await t.call('profile', 'add_friend', { friend_id: id.mei }, { token: tok.alex })).status).toBe(409);
    expect((await t.call('profile', 'add_friend', { friend_id: id.nurul }, { token: tok.alex })).status).toBe(409);
    expect((await t.call('profile', 'add_friend', { friend_id: id.alex }, { token: tok.chen })).status).toBe(409);
    expect((await t.call('profile', 'add_friend', { friend_id: 'abc' }, { token: tok.alex })).status).toBe(400);
  });

  it('request, approve, unfriend: each step by the member concerned, with notifications', async () => {
    const add = await t.call('profile', 'add_friend', { friend_id: id.nurul }, { token: tok.yuki });
    expect(add.status).toBe(200);
    const [note] = await notesOf(id.nurul, 'add_friend');
    expect(note).toMatchObject({ related_id: String(id.yuki), message: 'Yuki Sato sent you a friend request' });

    // Only the addressee can approve.
    expect((await t.call('profile', 'accept_friend', { friend_id: id.nurul }, { token: tok.yuki })).status).toBe(404);
    expect((await t.call('profile', 'accept_friend', { friend_id: id.yuki }, { token: tok.chen })).status).toBe(404);
    const accept = await t.call('profile', 'accept_friend', { friend_id: id.yuki }, { token: tok.nurul });
    expect(accept.status).toBe(200);
    expect(await notesOf(id.yuki, 'accept_friend')).toEqual([expect.objectContaining({ related_id: String(id.nurul) })]);
    const list = await t.call('profile', 'list_friend', {}, { token: tok.nurul });
    expect(list.body.table.map((f) => f.friend_id)).toContain(id.yuki);

    // A third member cannot unfriend them; either of them can.
    expect((await t.call('profile', 'remove_friend', { friend_id: id.yuki }, { token: tok.chen })).status).toBe(404);
    const removed = await t.call('profile', 'remove_friend', { friend_id: id.yuki }, { token: tok.nurul });
    expect(removed.status).toBe(200);
    const pair = await t.db
      .select()
      .from(friendships)
      .where(and(eq(friendships.requester_id, id.yuki), eq(friendships.addressee_id, id.nurul)));
    expect(pair).toHaveLength(0);
    expect((await t.call('profile', 'remove_friend', { friend_id: id.yuki }, { token: tok.nurul })).status).toBe(404);
  });

  it('rejecting removes the request and tells the requester; only the addressee may reject', async () => {
    expect((await t.call('profile', 'reject_friend', { friend_id: id.chen }, { token: tok.mei })).status).toBe(404);
    const res = await t.call('profile', 'reject_friend', { friend_id: id.chen }, { token: tok.alex });
    expect(res.status).toBe(200);
    expect(await notesOf(id.chen, 'reject_friend')).toHaveLength(1);
    const after = await t.call('profile', 'list_friend_request', {}, { token: tok.alex });
    expect(after.body.total).toBe(0);
    // A pending request of mine is not a friendship to remove.
    expect((await t.call('profile', 'remove_friend', { friend_id: id.nurul }, { token: tok.alex })).status).toBe(404);
  });
});

describe('social contacts', () => {
  it('links a social id once, stores contacts and lists known members with their request status', async () => {
    const none = await t.call('profile', 'list_facebook', {}, { token: tok.alex });
    expect(none.body.table).toEqual([]);

    for (const [k, fb] of [
      ['alex', 'fb-alex'],
      ['mei', 'fb-mei'],
      ['nurul', 'fb-nurul'],
      ['raj', 'fb-raj'],
    ] as const) {
      expect((await t.call('profile', 'update_facebook_id', { facebook_id: fb }, { token: tok[k] })).status).toBe(200);
    }
    const [row] = await t.db.select({ fb: members.facebook_id }).from(members).where(eq(members.id, id.alex));
    expect(row.fb).toBe('fb-alex');
    expect((await t.call('profile', 'update_facebook_id', { facebook_id: 'fb-alex' }, { token: tok.yuki })).status).toBe(409);

    const saved = await t.call(
      'profile',
      'facebook_member',
      { contacts: JSON.stringify([{ id: 'fb-mei', name: 'Mei' }, 'fb-nurul', 'fb-raj', 'fb-stranger', 'fb-alex']) },
      { token: tok.alex },
    );
    expect(saved.status).toBe(200);
    // Raj is unfriended and asks again, so Alex sees "Pending Approval" for Raj.
    await t.call('profile', 'remove_friend', { friend_id: id.raj }, { token: tok.alex });
    await t.call('profile', 'add_friend', { friend_id: id.alex }, { token: tok.raj });
    const list = await t.call('profile', 'list_facebook', {}, { token: tok.alex });
    const status = Object.fromEntries(list.body.table.map((p) => [p.name, p.status]));
    expect(status).toEqual({ 'Mei Ling Wong': 'Accepted', 'Nurul Aisyah': 'Pending', 'Raj Kumar': 'Pending Approval' });
    const filtered = await t.call('profile', 'list_facebook', { filter_by_name: 'nur' }, { token: tok.alex });
    expect(filtered.body.table).toEqual([expect.objectContaining({ id: id.nurul, status: 'Pending' })]);
  });

  it('refuses a malformed social id or contact list', async () => {
    expect((await t.call('profile', 'update_facebook_id', { facebook_id: 'a b' }, { token: tok.chen })).body.field).toBe('facebook_id');
    expect((await t.call('profile', 'facebook_member', { contacts: '{not json' }, { token: tok.chen })).body.field).toBe('contacts');
    expect((await t.call('profile', 'facebook_member', { contacts: '{"id":"1"}' }, { token: tok.chen })).body.field).toBe('contacts');
    expect((await t.call('profile', 'facebook_member', { contacts: '[{"id":"<x>"}]' }, { token: tok.chen })).status).toBe(400);
  });

  it("refuses another member's social list", async () => {
    const res = await t.call('profile', 'list_facebook', { member_id: id.alex }, { token: tok.mei });
    expect(res.status).toBe(403);
  });
});

describe('add_friend rate limit', () => {
  it('refuses more than 30 requests an hour from one member', async () => {
    const targets: number[] = [];
    for (let i = 0; i < 33; i++) {
      const [row] = await t.db
        .insert(members)
        .values({ phone_prefix: '+65', phone_number: `7000${i}`, phone_e164: `+657000${i}`, name: `Bulk ${i}`, referral_code: `BULK${i}Z` })
        .returning({ id: members.id });
      targets.push(row.id);
    }
    const sender = await t.memberToken(targets.shift()!);
    let refused = 0;
    for (const target of targets.slice(0, 31)) {
      const res = await t.call('profile', 'add_friend', { friend_id: target }, { token: sender });
      if (res.status === 429) refused++;
    }
    expect(refused).toBe(1);
    t.clock.advance(3_600_001);
    const later = await t.call('profile', 'add_friend', { friend_id: targets[31] }, { token: sender });
    expect(later.status).not.toBe(429);
  });
});
