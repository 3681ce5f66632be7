import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexEncodeUtf8 } from '../../../src/shared/card-elements.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aCardDesign } from '../../support/factories.ts';
import { tokens } from './checkout-support.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof tokens>>;
/** an editable design of the test's own (a photo, to, message and music) */
let design: number;
beforeAll(async () => {
  t = await createTestApp();
  ids = await tokens(t);
  design = await aCardDesign(t);
});
afterAll(() => t.close());

/** A real 1x1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
const param = JSON.stringify([
  { key: 'to', type: 'text', content: hexEncodeUtf8('Dear Mei 🎉') },
  { key: 'message', type: 'message', content: hexEncodeUtf8('Happy birthday!') },
]);

const cardOf = async (token: string) => (await t.call('basket', 'detail_basket', {}, { token })).body.table;

describe('giftcard_to_basket with photos (multipart)', () => {
  it('stores the photo under an unguessable path, puts it in the element and serves it back', async () => {
    const r = await t.call(
      'basket',
      'giftcard_to_basket',
      { giftcard_id: design, giftcard_edit_parameter: param, photo: file(PNG, 'me.png', 'image/png') },
      { token: ids.demoToken },
    );
    expect(r.status).toBe(200);
    const els = (await cardOf(ids.demoToken)).giftcard_edit_parameter;
    const photo = els.find((e) => e.key === 'photo')!;
    expect(photo.content).toMatch(/^\/UgiftWeb\/media\/[A-Za-z0-9_-]{22,}\.png$/);
    expect(els.find((e) => e.key === 'to')!.content).toBe(hexEncodeUtf8('Dear Mei 🎉'));
    const served = await t.app.request(photo.content);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a file that is not an image by its bytes, whatever its name says', async () => {
    const fake = new TextEncoder().encode('<svg onload="alert(1)"></svg>            ');
    const r = await t.call(
      'basket',
      'giftcard_to_basket',
      { giftcard_id: design, giftcard_edit_parameter: param, photo: file(fake, 'x.png', 'image/png') },
      { token: ids.demoToken },
    );
    expect(r.status).toBe(415);
    expect(r.body.field).toBe('photo');
  });

  it('refuses an image over 5 MB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PNG.slice(0, 16));
    const r = await t.call(
      'basket',
      'giftcard_to_basket',
      { giftcard_id: design, photo: file(big, 'big.png', 'image/png') },
      { token: ids.demoToken },
    );
    expect(r.status).toBe(413);
    expect(r.body.field).toBe('photo');
  });

  it('refuses a file under a key that is not a photo area of the design', async () => {
    const r = await t.call(
      'basket',
      'giftcard_to_basket',
      { giftcard_id: design, to: file(PNG, 'a.png', 'image/png') },
      { token: ids.demoToken },
    );
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('to');
  });

  it('refuses a guest, and another member cannot reuse my uploaded photo', async () => {
    expect(
      (await t.call('basket', 'giftcard_to_basket', { giftcard_id: design, photo: file(PNG, 'a.png', 'image/png') }, { token: ids.guest }))
        .status,
    ).toBe(401);
    const mine = (await cardOf(ids.demoToken)).giftcard_edit_parameter.find((e) => e.key === 'photo')!.content;
    const steal = JSON.stringify([{ key: 'photo', type: 'image', content: mine }]);
    const r = await t.call(
      'basket',
      'giftcard_to_basket',
      { giftcard_id: design, giftcard_edit_parameter: steal },
      { token: ids.otherToken },
    );
    expect(r.status).toBe(400);
  });
});
