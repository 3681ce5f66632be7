import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { deliveryScene, secondsFromNow } from './delivery-scene.ts';

/** Decision 0241: a value given but malformed is refused saying what is wrong, never "<field>: is required". */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;

describe('malformed option values', () => {
  it('says what is wrong with deliver_at: not a time, fractional, sent twice; and only a missing field is required', async () => {
    const s = await deliveryScene(t);
    const send = (deliver_at: string | string[] | undefined, extra: Record<string, string | number> = {}) =>
      t.call('order', 'send_order', { order_id: s.orderId, recipient_id: s.friend.id, deliver_at, ...extra }, { token: s.sender.token });

    const words = await send('tomorrow');
    expect(words.status).toBe(400);
    expect(words.body.message).toBe('deliver_at: must be a time in unix seconds');

    const fractional = await send(`${secondsFromNow(t, 2 * HOUR)}.5`);
    expect(fractional.status).toBe(400);
    expect(fractional.body.message).toBe('deliver_at: must be a whole number of seconds');

    const at = String(secondsFromNow(t, 2 * HOUR));
    const twice = await send([at, at]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('deliver_at: sent more than once');

    const reschedule = await t.call('order', 'reschedule_order', { order_id: s.orderId, deliver_at: 'soon' }, { token: s.sender.token });
    expect(reschedule.body.message).toBe('deliver_at: must be a time in unix seconds');
    const missing = await t.call('order', 'reschedule_order', { order_id: s.orderId }, { token: s.sender.token });
    expect(missing.body.message).toBe('deliver_at: is required');

    // nothing was scheduled by the refused calls
    const detail = await t.call('order', 'detail_order', { order_id: s.orderId }, { token: s.sender.token });
    expect(detail.body.table.order_status).not.toBe('Scheduled');
  });

  it('says the same for any option: a word for an id, a fraction for an id, an id sent twice', async () => {
    const s = await deliveryScene(t);
    const detail = (order_id: string | string[] | undefined) => t.call('order', 'detail_order', { order_id }, { token: s.sender.token });
    expect((await detail('abc')).body.message).toBe('order_id: must be a number');
    expect((await detail('1.5')).body.message).toBe('order_id: must be a whole number');
    expect((await detail([String(s.orderId), String(s.orderId)])).body.message).toBe('order_id: sent more than once');
    expect((await detail(undefined)).body.message).toBe('order_id: is required');
  });
});
