import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp, type TypedResult } from '../../support/test-app.ts';
import { orderScene, type OrderScene } from './order-scene.ts';

let t: TestApp;
let s: OrderScene;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  s = await orderScene(t);
  demo = await t.memberToken(s.alex.id);
});
afterAll(async () => t.close());

const ids = (body: TypedResult<'order', 'list_order'>['body']) => body.table.map((r) => r.id);

describe('order/list_order', () => {
  it("lists each kind of the member's orders, newest first", async () => {
    const purchased = await t.call('order', 'list_order', { filter_by: 'purchased' }, { token: demo });
    expect(purchased.status).toBe(200);
    expect(ids(purchased.body)).toEqual([s.order.giftReady, s.order.cancelled, s.order.selfUse]);
    expect(purchased.body.total).toBe(3);
    const row = purchased.body.table[0];
    expect(row.order_no).toMatch(new RegExp(`^UG\\d{8}${1000 + s.order.giftReady}$`));
    expect(row.created_date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(row.order_amount).toBeGreaterThan(0);
    expect(row.item_count).toBe(1);

    const sent = await t.call('order', 'list_order', { filter_by: 'sent' }, { token: demo });
    expect(ids(sent.body)).toEqual([s.order.gifted]);
    expect(sent.body.table[0].recipient_name).toBe('Raj Kumar');

    const pay = await t.call('order', 'list_order', { filter_by: 'pay' }, { token: demo });
    expect(ids(pay.body)).toEqual([s.order.pending]);

    const received = await t.call('order', 'list_order', { filter_by: 'received' }, { token: demo });
    expect(ids(received.body)).toEqual([s.order.received]);
    const gift = received.body.table[0];
    expect(gift.member_name).toBe('Mei Ling Wong');
    expect(gift).not.toHaveProperty('order_amount');
  });

  it('filters by month and year in shop time and pages with limit and offset', async () => {
    // the test's own orders, spread over three months
    await t.db
      .update(orders)
      .set({ created_at: new Date('2026-10-15T04:00:00Z') })
      .where(eq(orders.id, s.order.giftReady));
    await t.db
      .update(orders)
      .set({ created_at: new Date('2026-09-15T04:00:00Z') })
      .where(eq(orders.id, s.order.cancelled));
    await t.db
      .update(orders)
      .set({ created_at: new Date('2026-08-15T04:00:00Z') })
      .where(eq(orders.id, s.order.selfUse));
    const times = await t.call('order', 'list_filter_time', { filter_by: 'purchased' }, { token: demo });
    expect(times.status).toBe(200);
    const months = times.body.table;
    expect(months).toHaveLength(3);
    expect(months[0]).toEqual({ month: 10, year: 2026, filter_name: 'Oct 2026' });
    // newest first, no duplicates
    const keys = months.map((m) => m.year * 100 + m.month);
    expect([...keys].sort((a, b) => b - a)).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);

    const october = await t.call(
      'order',
      'list_order',
      { filter_by: 'purchased', filter_by_month: 10, filter_by_year: 2026 },
      { token: demo },
    );
    expect(ids(october.body)).toEqual([s.order.giftReady]);
    const oldest = months[months.length - 1];
    const old = await t.call(
      'order',
      'list_order',
      { filter_by: 'purchased', filter_by_month: oldest.month, filter_by_year: oldest.year },
      { token: demo },
    );
    expect(ids(old.body)).toEqual([s.order.selfUse]);

    const page = await t.call('order', 'list_order', { filter_by: 'purchased', limit: 2, offset: 1 }, { token: demo });
    expect(ids(page.body)).toEqual([s.order.cancelled, s.order.selfUse]);
    expect(page.body.total).toBe(3);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const noFilter = await t.call('order', 'list_order', {}, { token: demo });
    expect(noFilter.status).toBe(400);
    expect(noFilter.body.field).toBe('filter_by');
    const badMonth = await t.call('order', 'list_order', { filter_by: 'sent', filter_by_month: 13 }, { token: demo });
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.field).toBe('filter_by_month');
    const badKind = await t.call('order', 'list_filter_time', { filter_by: 'everything' }, { token: demo });
    expect(badKind.status).toBe(400);
    expect(badKind.body.field).toBe('filter_by');
  });

  it("needs a member and shows only the member's own orders", async () => {
    const guest = await t.call('order', 'list_order', { filter_by: 'purchased' }, { token: await t.guestToken() });
    expect(guest.status).toBe(401);
    const chen = await t.memberToken(s.chen.id);
    const chenList = await t.call('order', 'list_order', { filter_by: 'purchased' }, { token: chen });
    expect(chenList.body.table).toEqual([]);
    const claimed = await t.call('order', 'list_order', { filter_by: 'purchased', member_id: s.alex.id }, { token: chen });
    expect(claimed.status).toBe(403);
    // Mei Ling sent order 4: it is in her Sent list, and in the demo member's Received list only
    const mei = await t.memberToken(s.meiLing.id);
    const meiSent = await t.call('order', 'list_order', { filter_by: 'sent' }, { token: mei });
    expect(ids(meiSent.body)).toEqual([s.order.received]);
    const meiReceived = await t.call('order', 'list_order', { filter_by: 'received' }, { token: mei });
    expect(ids(meiReceived.body)).toEqual([]);
  });
});
