import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_IMAGE } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
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

const detail = async (orderId: number, token: string) => {
  const res = await t.call('order', 'detail_order', { order_id: orderId }, { token });
  return { status: res.status, body: res.body, table: res.body.table };
};

describe('order/detail_order', () => {
  it('shows the owner everything, with the share id while the order can still be given', async () => {
    const { status, table } = await detail(s.order.giftReady, demo);
    expect(status).toBe(200);
    expect(table).toMatchObject({
      id: s.order.giftReady,
      viewer: 'owner',
      payment_status: 'Paid',
      order_status: 'gift',
      recipient_id: 0,
      giftcard_id: s.design,
      currency: 'SGD',
    });
    expect(table.order_no).toMatch(/^UG/);
    expect(table.paid_date).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
    expect(table.order_amount).toBeGreaterThan(0);
    expect(table.sub_total).toBeGreaterThan(0);
    expect(typeof table.phrase).toBe('string');
    expect(table.share_id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(table.music).toMatchObject({ id: 1, name: 'Birthday Bells' });
    expect(table.giftcard_image).toBe(DESIGN_IMAGE);
    expect(table.giftcard_edit_parameter.some((e) => e.type === 'message' && e.content.length > 0)).toBe(true);
    expect(table.products[0]).toMatchObject({ quantity: 1, currency_code: 'SGD' });
    expect(table.products[0].amount).toBeGreaterThan(0);
    expect(table.products[0].multiple_languages.en.product_name).toBeTruthy();
    expect(table.actions).toMatchObject({ pay: false, cancel: false, send: true, view_voucher: true, unsend: false, reschedule: false });
  });

  it('offers Pay and Cancel on a pending order and nothing to give on a self-use order', async () => {
    const pending = await detail(s.order.pending, demo);
    expect(pending.table.actions).toMatchObject({
      pay: true,
      cancel: true,
      send: false,
      view_voucher: false,
      unsend: false,
      reschedule: false,
    });
    expect(pending.table.share_id).toBe('');
    const selfUse = await detail(s.order.selfUse, demo);
    expect(selfUse.table.actions).toMatchObject({ send: false, view_voucher: true });
    expect(selfUse.table.share_id).toBe('');
    expect(selfUse.table.giftcard_id).toBe(0);
  });

  it('shows the recipient the card and who sent it, never the prices', async () => {
    const { status, table } = await detail(s.order.received, demo);
    expect(status).toBe(200);
    expect(table).toMatchObject({
      viewer: 'recipient',
      member_name: 'Mei Ling Wong',
      recipient_name: 'Alex Tan',
      order_status: 'Received',
    });
    expect(table.received_date).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
    for (const hidden of ['order_amount', 'sub_total', 'total_discount', 'udollar_amount', 'share_id', 'phrase'])
      expect(table).not.toHaveProperty(hidden);
    expect(table.products[0]).not.toHaveProperty('amount');
    expect(table.actions).toMatchObject({ pay: false, cancel: false, send: false, view_voucher: true, unsend: false, reschedule: false });
    // the sender of that order still sees the amounts
    const sender = await detail(s.order.received, await t.memberToken(s.meiLing.id));
    expect(sender.table.viewer).toBe('owner');
    expect(sender.table.order_amount).toBeGreaterThan(0);
    expect(sender.table.actions.view_voucher).toBe(false);
  });

  it('answers 404 to anyone who is neither owner nor recipient, and for the basket', async () => {
    const chen = await t.memberToken(s.chen.id);
    for (const id of [s.order.giftReady, s.order.pending, s.order.gifted, s.order.received]) {
      const res = await detail(id, chen);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('order_amount');
    }
    // Raj is the recipient of order 7 but not of order 8
    const raj = await t.memberToken(s.raj.id);
    expect((await detail(s.order.gifted, raj)).table.viewer).toBe('recipient');
    expect((await detail(s.order.giftReady, raj)).status).toBe(404);
    expect((await detail(s.order.basket, demo)).status).toBe(404);
    expect((await detail(99999, demo)).status).toBe(404);
    const guest = await t.call('order', 'detail_order', { order_id: s.order.giftReady }, { token: await t.guestToken() });
    expect(guest.status).toBe(401);
  });

  it('refuses a missing or malformed order_id with a 400', async () => {
    for (const order_id of [undefined, 'abc', '-3', '1.5']) {
      const res = await t.call('order', 'detail_order', { order_id }, { token: demo });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('order_id');
    }
  });
});
