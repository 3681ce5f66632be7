import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { evouchers, notifications } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { orderRow, replyScene, vouchersOf, type ReplyScene } from './reply-scene.ts';

let t: TestApp;
let s: ReplyScene;
beforeEach(async () => {
  await t?.close();
  t = await createTestApp();
  s = await replyScene(t);
});
afterAll(async () => t.close());

const decline = (order_id: number | string | undefined, token = s.meiLing.token) =>
  t.call('order', 'decline_order', { order_id }, { token });
const detail = (orderId: number, token: string) => t.call('order', 'detail_order', { order_id: orderId }, { token });

describe('order/decline_order', () => {
  it('gives the goods back to the sender with new codes and makes the order the sender’s unsent gift again', async () => {
    const before = await orderRow(t, s.gifted);
    const given = await vouchersOf(t, s.gifted, s.meiLing.id);
    expect(given).toHaveLength(3);
    expect((await detail(s.gifted, s.meiLing.token)).body.table.actions.decline).toBe(true);

    const res = await decline(s.gifted);
    expect(res.status).toBe(200);
    expect(res.body.order_id).toBe(s.gifted);

    const row = await orderRow(t, s.gifted);
    expect(row).toMatchObject({ order_status: 'gift', recipient_id: null, gifted_at: null, declined_by: s.meiLing.id });
    expect(row.declined_at?.getTime()).toBe(t.clock.now.getTime());
    expect(row.share_id).toMatch(/\S{22,}/);
    expect(row.share_id).not.toBe(before.share_id);
    expect(await vouchersOf(t, s.gifted, s.meiLing.id)).toHaveLength(0);
    const back = await vouchersOf(t, s.gifted, s.alex.id);
    expect(back.map((v) => v.id)).toEqual(given.map((v) => v.id));
    for (const v of back) expect(given.map((g) => g.code)).not.toContain(v.code);

    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.member_id, s.alex.id), eq(notifications.event, 'giftDeclined')));
    expect(told).toMatchObject({ type: 'decline_order', related_id: String(s.gifted) });
    expect(told.message).toBe('Mei Ling Wong declined your gift. It is back with you, ready to send again.');

    // the sender sees who declined it, can send it again and finds it among their purchases; the recipient no longer sees it
    const view = (await detail(s.gifted, s.alex.token)).body.table;
    expect(view).toMatchObject({ declined_by_name: 'Mei Ling Wong', recipient_name: '', share_id: row.share_id });
    expect(view.declined_date).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(view.actions.send).toBe(true);
    const purchased = await t.call('order', 'list_order', { filter_by: 'purchased' }, { token: s.alex.token });
    expect(purchased.body.table.map((r) => r.id)).toContain(s.gifted);
    expect((await detail(s.gifted, s.meiLing.token)).status).toBe(404);
    const received = await t.call('order', 'list_order', { filter_by: 'received' }, { token: s.meiLing.token });
    expect(received.body.table.map((r) => r.id)).not.toContain(s.gifted);

    // the old link no longer finds it; sending it again works, and then the decline is no longer news
    const oldLink = await t.call('order', 'detail_shared_order', { id: before.share_id ?? '' }, { token: s.yuki.token });
    expect(oldLink.status).toBe(404);
    const again = await t.call('order', 'send_order', { order_id: s.gifted, recipient_id: s.yuki.id }, { token: s.alex.token });
    expect(again.status).toBe(200);
    const resent = (await detail(s.gifted, s.alex.token)).body.table;
    expect(resent).toMatchObject({ recipient_name: 'Yuki Sato', declined_by_name: '', declined_date: '' });
  });

  it('refuses a redeemed gift with 409 already_redeemed: taken through its link, or a voucher used', async () => {
    const link = await decline(s.received, s.raj.token);
    expect(link.status).toBe(409);
    expect(link.body.reason).toBe('already_redeemed');
    expect((await detail(s.received, s.raj.token)).body.table.actions.decline).toBe(false);

    const [first] = await vouchersOf(t, s.gifted, s.meiLing.id);
    const used = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: first.id }, { token: s.meiLing.token });
    expect(used.status).toBe(200);
    expect((await detail(s.gifted, s.meiLing.token)).body.table.actions.decline).toBe(false);
    const res = await decline(s.gifted);
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('already_redeemed');
    expect(await orderRow(t, s.gifted)).toMatchObject({ order_status: 'Gifted', recipient_id: s.meiLing.id, declined_at: null });
    expect(await vouchersOf(t, s.gifted, s.meiLing.id)).toHaveLength(3);
  });

  it('refuses a gift whose stored-value voucher was partly spent at a counter', async () => {
    const [first] = await vouchersOf(t, s.gifted, s.meiLing.id);
    // a partial redemption at a counter leaves the voucher Active with a smaller balance and a ledger row
    await t.db.update(evouchers).set({ balance: 400 }).where(eq(evouchers.id, first.id));
    const { redemptions, outlets, products } = await import('../../../src/server/db/schema/index.ts');
    const [product] = await t.db
      .select({ id: products.id, brand: products.brand_id })
      .from(evouchers)
      .innerJoin(products, eq(products.id, evouchers.product_id))
      .where(eq(evouchers.id, first.id));
    const [outlet] = await t.db.select({ id: outlets.id }).from(outlets).where(eq(outlets.product_id, product.id));
    const { staff } = await import('../../../src/server/db/schema/index.ts');
    const [someone] = await t.db.select({ id: staff.id }).from(staff).limit(1);
    await t.db.insert(redemptions).values({
      id: `r-${first.id}-test-redemption-id`,
      evoucher_id: first.id,
      brand_id: product.brand,
      outlet_id: outlet.id,
      staff_id: someone.id,
      amount: 600,
      currency_code: 'SGD',
      balance_after: 400,
      created_at: t.clock.now,
    });
    const res = await decline(s.gifted);
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('already_redeemed');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const missing = await decline(undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('order_id');
    const bad = await decline('abc');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('order_id');
  });

  it('lets only the recipient decline: the sender, a third member and an unknown order are not found', async () => {
    const sender = await decline(s.gifted, s.alex.token);
    expect(sender.status).toBe(404);
    const stranger = await decline(s.gifted, s.yuki.token);
    expect(stranger.status).toBe(404);
    const unknown = await decline(2_000_000);
    expect(unknown.status).toBe(404);
    expect(sender.body.message).toBe(unknown.body.message);
    const guest = await decline(s.gifted, await t.guestToken());
    expect(guest.status).toBe(401);
    expect(await orderRow(t, s.gifted)).toMatchObject({ order_status: 'Gifted', recipient_id: s.meiLing.id });
    // once declined, a second decline finds nothing
    expect((await decline(s.gifted)).status).toBe(200);
    expect((await decline(s.gifted)).status).toBe(404);
  });
});
