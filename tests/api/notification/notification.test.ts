import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { notifications } from '../../../src/server/db/schema/index.ts';
import { broadcastNotification, notify } from '../../../src/server/notification/notify.ts';
import { createTestApp, type TestApp, type TypedResult } from '../../support/test-app.ts';
import { aMember, JAPAN } from '../../support/factories.ts';

let t: TestApp;
let demo: number;
let demoToken: string;
let mei: number;
let meiToken: string;

const list = async (fields: Record<string, string | number> = {}, token = demoToken) =>
  t.call('notification', 'list_notification', fields, { token });
const rows = (body: TypedResult<'notification', 'list_notification'>['body']) => body.table;
const toDate = (d: string) => {
  const [day, month, rest] = d.split('/');
  const [year, time] = rest.split(' ');
  return new Date(`${year}-${month}-${day}T${time}+08:00`).getTime();
};

/**
 * Twelve notices of the member's own, an hour apart, the newest a campaign announcement; the eight oldest are read.
 */
async function twelveNotices(memberId: number) {
  const start = t.clock.now.getTime() - 12 * 3_600_000;
  for (let i = 0; i < 12; i++) {
    const now = new Date(start + i * 3_600_000);
    if (i % 2 === 0)
      await notify(t.db, {
        memberId,
        type: 'accept_friend',
        relatedId: i + 1,
        event: 'friendAccepted',
        params: { name: `Friend ${i}` },
        now,
      });
    else
      await notify(t.db, { memberId, type: 'campaign', relatedId: i, event: 'announcement', params: { text: { en: `News ${i}` } }, now });
  }
  const rows = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.member_id, memberId))
    .orderBy(notifications.created_at);
  for (const r of rows.slice(0, 8)) await t.db.update(notifications).set({ is_read: 1 }).where(eq(notifications.id, r.id));
}

beforeAll(async () => {
  t = await createTestApp();
  const member = await aMember(t);
  demo = member.id;
  demoToken = member.token;
  await twelveNotices(demo);
  mei = (await aMember(t)).id;
  meiToken = await t.memberToken(mei);
});
afterAll(async () => t.close());

describe('list_notification', () => {
  it("lists the member's notifications newest first with the spec's fields, total and unread count", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(12);
    expect(res.body.unread_count).toBe(4);
    const items = rows(res.body);
    expect(items).toHaveLength(12);
    for (const n of items) {
      expect(Object.keys(n).sort()).toEqual(['created_date', 'event', 'id', 'image', 'is_read', 'message', 'params', 'related_id', 'type']);
      expect(n.event, 'every notice is stored as an event').not.toBe('');
      expect(n.created_date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      expect(['0', '1']).toContain(n.is_read);
    }
    const times = items.map((n) => toDate(n.created_date));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items[0].type).toBe('campaign');
  });

  it('pages with limit and offset', async () => {
    const all = rows((await list()).body).map((n) => n.id);
    const page = await list({ limit: 5, offset: 5 });
    expect(rows(page.body).map((n) => n.id)).toEqual(all.slice(5, 10));
    expect(page.body.total).toBe(12);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [fields, field] of [
      [{ limit: 0 }, 'limit'],
      [{ limit: 'ten' }, 'limit'],
      [{ offset: -2 }, 'offset'],
      [{ limit: 500 }, 'limit'],
    ] as const) {
      const res = await list(fields as Record<string, string | number>);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });

  it('shows a member only their own notifications; guests and a claimed member_id are refused', async () => {
    const theirs = await list({}, meiToken);
    expect(theirs.status).toBe(200);
    const demoIds = rows((await list()).body).map((n) => n.id);
    expect(rows(theirs.body).some((n) => demoIds.includes(n.id))).toBe(false);
    expect((await list({ member_id: demo }, meiToken)).status).toBe(403);
    expect((await t.call('notification', 'list_notification', {}, { token: await t.guestToken() })).status).toBe(401);
  });
});

describe('read_notification', () => {
  it("marks the member's notification read and answers the new unread count; again is harmless", async () => {
    const unread = rows((await list()).body).find((n) => n.is_read === '0')!;
    const before = Number((await list()).body.unread_count);
    const res = await t.call('notification', 'read_notification', { notification_id: unread.id }, { token: demoToken });
    expect(res.status).toBe(200);
    expect(res.body.unread_count).toBe(before - 1);
    expect(rows((await list()).body).find((n) => n.id === unread.id)!.is_read).toBe('1');
    const again = await t.call('notification', 'read_notification', { notification_id: unread.id }, { token: demoToken });
    expect(again.status).toBe(200);
    expect(again.body.unread_count).toBe(before - 1);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const fields of [{}, { notification_id: 'abc' }, { notification_id: 0 }]) {
      const res = await t.call('notification', 'read_notification', fields, { token: demoToken });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('notification_id');
    }
  });

  it("cannot read another member's notification: 404, and it stays unread", async () => {
    const unread = rows((await list()).body).find((n) => n.is_read === '0')!;
    const res = await t.call('notification', 'read_notification', { notification_id: unread.id }, { token: meiToken });
    expect(res.status).toBe(404);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, unread.id));
    expect(row.is_read).toBe(0);
  });
});

describe('producing notifications', () => {
  it('notify() adds one notice that shows first and counts as unread', async () => {
    const before = Number((await list({}, meiToken)).body.unread_count);
    t.clock.advance(1000);
    await notify(t.db, {
      memberId: mei,
      type: 'accept_friend',
      relatedId: demo,
      event: 'friendAccepted',
      params: { name: 'Alex Tan' },
      now: t.clock.now,
    });
    const res = await list({}, meiToken);
    expect(res.body.unread_count).toBe(before + 1);
    expect(rows(res.body)[0]).toMatchObject({
      type: 'accept_friend',
      related_id: String(demo),
      message: 'Alex Tan accepted your friend request',
      event: 'friendAccepted',
      params: { name: 'Alex Tan' },
      image: '',
      is_read: '0',
    });
  });

  it('stores the event with its parameters in every language, and the English text for readers that know no events', async () => {
    t.clock.advance(1000);
    const product = { en: 'Bean There Latte for Two', cn: '豆在这里双人拿铁', jp: 'ビーンゼア ペアラテ' };
    await notify(t.db, {
      memberId: mei,
      type: 'expiring_evoucher',
      relatedId: 1,
      event: 'voucherExpiring',
      params: { product, count: 2, day: { en: '5 Dec 2026', cn: '2026年12月5日', jp: '2026年12月5日' } },
      now: t.clock.now,
    });
    const [first] = rows((await list({}, meiToken)).body);
    expect(first.message).toBe('Your 2 x Bean There Latte for Two expire on 5 Dec 2026. Use them before then!');
    expect(first.event).toBe('voucherExpiring');
    expect(first.params).toEqual({ product, count: 2, day: { en: '5 Dec 2026', cn: '2026年12月5日', jp: '2026年12月5日' } });
  });

  it('broadcastNotification() tells every member of a country about a product, campaign or gift card', async () => {
    const yuki = (await aMember(t, { countryId: JAPAN })).id;
    t.clock.advance(1000);
    const sent = await broadcastNotification(t.db, {
      type: 'giftcard',
      relatedId: 3,
      text: { en: 'New birthday cards are in!', cn: '生日贺卡上新！', jp: '誕生日カードが新登場！' },
      image: '/UgiftWeb/demo/x.svg',
      now: t.clock.now,
      countryId: 2,
    });
    const [{ n: expected }] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from members where coalesce(market_country_id, country_id) = 2`),
    );
    expect(sent).toBe(expected);
    expect(sent).toBeGreaterThan(1);
    expect(rows((await list()).body)[0]).toMatchObject({
      type: 'giftcard',
      related_id: '3',
      message: 'New birthday cards are in!',
      event: 'announcement',
      params: { text: { en: 'New birthday cards are in!', cn: '生日贺卡上新！', jp: '誕生日カードが新登場！' } },
    });
    const yukiList = await list({}, await t.memberToken(yuki));
    expect(rows(yukiList.body).some((n) => n.message === 'New birthday cards are in!')).toBe(false);
    const everyone = await broadcastNotification(t.db, { type: 'campaign', relatedId: 1, text: { en: 'Coffee week' }, now: t.clock.now });
    expect(everyone).toBeGreaterThan(sent);
  });
});
