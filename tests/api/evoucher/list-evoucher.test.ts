import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TypedResult } from '../../support/test-app.ts';
import { DAY, makeVoucherOrder, productOfType, walletScene } from './wallet-fixtures.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof walletScene>>;
let demo: number;
let demoToken: string;
let yuki: number;
let yukiToken: string;

const list = async (fields: Record<string, string | number>, token = demoToken) => t.call('evoucher', 'list_evoucher', fields, { token });
type ListBody = TypedResult<'evoucher', 'list_evoucher'>['body'];
const items = (body: ListBody) => body.table;
const names = (body: ListBody) => items(body).map((i) => i.product_name);

beforeAll(async () => {
  t = await createTestApp();
  s = await walletScene(t);
  demo = s.alex.id;
  demoToken = s.alex.token;
  yuki = s.yuki.id;
  yukiToken = s.yuki.token;
});
afterAll(async () => t.close());

describe('list_evoucher', () => {
  it("active: the member's own usable vouchers, one item per order product, with DD-MM-YYYY dates", async () => {
    const res = await list({ filter_by_status: 'active' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(names(res.body)).toEqual(
      expect.arrayContaining([
        'StarScreen Cinemas Movie Tickets for Two',
        'Bean There Coffee S$10 E-Voucher',
        'Urban Threads S$50 E-Voucher',
      ]),
    );
    for (const item of items(res.body)) {
      expect(item.order_evouchers.length).toBeGreaterThan(0);
      expect(item.image).toMatch(/\.svg$/);
      for (const v of item.order_evouchers) {
        expect(v.status).toBe('Active');
        expect(v.expiry_date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
        expect(v.mark_used_date).toBe('');
        expect(v.name).toBe(item.product_name);
      }
    }
    // the gift received from Mei Ling is not "active" (it is in Received); the used unit of the coffee line is in Past
    expect(names(res.body)).not.toContain('Bean There Coffee Coffee Lover Gift Pack');
    const coffee = items(res.body).find((i) => i.product_name === 'Bean There Coffee S$10 E-Voucher')!;
    expect(coffee.order_evouchers).toHaveLength(1);
  });

  it('defaults to active when no filter is given', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
  });

  it('received: vouchers the member holds from orders another member placed', async () => {
    const res = await list({ filter_by_status: 'received' });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Bean There Coffee Coffee Lover Gift Pack']);
    expect(items(res.body)[0].order_id).toBe(s.order.received);
  });

  it('used (Past): used and expired vouchers with their dates', async () => {
    const res = await list({ filter_by_status: 'used' });
    expect(res.status).toBe(200);
    const vouchers = items(res.body).flatMap((i) => i.order_evouchers);
    expect(vouchers.map((v) => v.status).sort()).toEqual(['Expired', 'Expired', 'Used']);
    const used = vouchers.find((v) => v.status === 'Used')!;
    expect(used.mark_used_date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it("a gift sent to someone else leaves the sender's wallet", async () => {
    // the gifted order was sent to Raj Kumar: its vouchers are neither active nor past for the sender
    const all = [...items((await list({ filter_by_status: 'active' })).body), ...items((await list({ filter_by_status: 'used' })).body)];
    expect(all.map((i) => i.order_id)).not.toContain(s.order.gifted);
    const byOrder = await list({ filter_by_order_id: s.order.gifted });
    expect(byOrder.status).toBe(200);
    expect(byOrder.body.table).toEqual([]);
  });

  it('filter_by_keywords matches product names in every language, case-insensitively', async () => {
    expect(names((await list({ filter_by_status: 'active', filter_by_keywords: 'MOVIE' })).body)).toEqual([
      'StarScreen Cinemas Movie Tickets for Two',
    ]);
    expect(names((await list({ filter_by_status: 'active', filter_by_keywords: '电影' })).body)).toEqual([
      'StarScreen Cinemas Movie Tickets for Two',
    ]);
    expect(names((await list({ filter_by_status: 'active', filter_by_keywords: 'ペアチケット' })).body)).toEqual([
      'StarScreen Cinemas Movie Tickets for Two',
    ]);
    const none = await list({ filter_by_status: 'active', filter_by_keywords: 'no such thing' });
    expect(none.body.table).toEqual([]);
    expect(none.body.total).toBe(0);
    // LIKE wildcards are plain text
    expect((await list({ filter_by_status: 'active', filter_by_keywords: '%' })).body.table).toEqual([]);
  });

  it('answers names in the chosen language with an English fallback', async () => {
    const cn = await list({ filter_by_status: 'active', filter_by_keywords: 'movie', lang: 'cn' });
    expect(names(cn.body)[0]).toContain('双人电影票');
    const jp = await list({ filter_by_status: 'active', filter_by_keywords: 'movie', lang: 'jp' });
    expect(names(jp.body)[0]).toContain('映画ペアチケット');
  });

  it('filter_by_order_id: every voucher the member holds from that order, whatever its state', async () => {
    const res = await list({ filter_by_order_id: s.order.selfUse });
    expect(res.status).toBe(200);
    expect(items(res.body).every((i) => i.order_id === s.order.selfUse)).toBe(true);
    expect(
      items(res.body)
        .flatMap((i) => i.order_evouchers)
        .map((v) => v.status)
        .sort(),
    ).toEqual(['Active', 'Active', 'Used']);
  });

  it('pages with limit and offset', async () => {
    const all = items((await list({ filter_by_status: 'active' })).body).map((i) => i.id);
    const page2 = await list({ filter_by_status: 'active', limit: 1, offset: 1 });
    expect(page2.body.total).toBe(3);
    expect(items(page2.body).map((i) => i.id)).toEqual([all[1]]);
  });

  it('a voucher past its expiry counts as Expired before the expiry job has run', async () => {
    const product = await productOfType(t, 'alphanumeric');
    const made = await makeVoucherOrder(t.db, { buyer: yuki, productId: product, now: t.clock.now, vouchers: [{ expiresInDays: 2 }] });
    expect(items((await list({ filter_by_status: 'active' }, yukiToken)).body).map((i) => i.id)).toContain(made.lineId);
    t.clock.advance(3 * DAY);
    // bearer tokens last a day: log in again after the jump
    demoToken = await t.memberToken(demo);
    yukiToken = await t.memberToken(yuki);
    expect(items((await list({ filter_by_status: 'active' }, yukiToken)).body).map((i) => i.id)).not.toContain(made.lineId);
    const past = items((await list({ filter_by_status: 'used' }, yukiToken)).body).find((i) => i.id === made.lineId);
    expect(past?.order_evouchers[0].status).toBe('Expired');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [fields, field] of [
      [{ filter_by_status: 'everything' }, 'filter_by_status'],
      [{ filter_by_order_id: 'abc' }, 'filter_by_order_id'],
      [{ lang: 'fr' }, 'lang'],
      [{ limit: 0 }, 'limit'],
      [{ offset: -1 }, 'offset'],
      [{ filter_by_keywords: 'x'.repeat(101) }, 'filter_by_keywords'],
    ] as const) {
      const res = await list(fields as Record<string, string | number>);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });

  it("shows a member only their own vouchers; others' orders are not found", async () => {
    const alexVouchers = items((await list({ filter_by_order_id: s.order.selfUse })).body).flatMap((i) =>
      i.order_evouchers.map((v) => v.id),
    );
    expect(alexVouchers.length).toBeGreaterThan(0);
    const other = await list({ filter_by_status: 'active' }, yukiToken);
    const yukiVouchers = items(other.body).flatMap((i) => i.order_evouchers.map((v) => v.id));
    expect(yukiVouchers.filter((id) => alexVouchers.includes(id))).toEqual([]);
    expect((await list({ filter_by_order_id: s.order.selfUse }, yukiToken)).status).toBe(404);
    expect((await list({ filter_by_order_id: 999999 })).status).toBe(404);
    // identity comes from the token: naming another member is refused
    expect((await list({ member_id: yuki })).status).toBe(403);
    expect((await t.call('evoucher', 'list_evoucher', {}, { token: await t.guestToken() })).status).toBe(401);
  });
});
