import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aGroupGift, chipIn } from './group-gift-scene.ts';

/** Voice notes are served in byte ranges, as Safari's audio element asks for them (decision 0261). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const bytesOf = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

describe('the media route and Range requests', () => {
  it('answers 206 with Content-Range for one range, 200 without or for several, 416 outside the file', async () => {
    for (const [name, mime] of [
      ['voice-3s.m4a', 'audio/mp4'],
      ['voice-4s-chromium-like.webm', 'audio/webm'],
    ] as const) {
      const g = await aGroupGift(t, { price: 1000, friends: 1 });
      await chipIn(t, g.friends[0], g, 400);
      const whole = bytesOf(name);
      const signed = await t.call(
        'group_gift',
        'sign_group_gift',
        { share_id: g.shareId, text: 'Listen', voice: new File([whole], name, { type: mime }) },
        { token: g.friends[0].token },
      );
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      const view = await t.call('group_gift', 'detail_group_gift', { share_id: g.shareId }, { token: g.friends[0].token });
      const url = String(view.body.group_gift.signatures[0].voice);
      const get = (range?: string) => t.app.request(url, { headers: range ? { Range: range } : {} });

      const all = await get();
      expect(all.status).toBe(200);
      expect(all.headers.get('accept-ranges')).toBe('bytes');
      expect(new Uint8Array(await all.arrayBuffer())).toEqual(whole);

      // Safari's first probe, then a middle slice and an open-ended tail
      const probe = await get('bytes=0-1');
      expect([probe.status, probe.headers.get('content-range'), probe.headers.get('content-length')]).toEqual([
        206,
        `bytes 0-1/${whole.length}`,
        '2',
      ]);
      expect(probe.headers.get('content-type')).toBe(mime);
      expect(new Uint8Array(await probe.arrayBuffer())).toEqual(whole.slice(0, 2));
      const middle = await get('bytes=100-199');
      expect(middle.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
      expect(new Uint8Array(await middle.arrayBuffer())).toEqual(whole.slice(100, 200));
      const tail = await get('bytes=-50');
      expect(tail.headers.get('content-range')).toBe(`bytes ${whole.length - 50}-${whole.length - 1}/${whole.length}`);
      expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.slice(-50));
      const past = await get(`bytes=${whole.length}-`);
      expect([past.status, past.headers.get('content-range')]).toEqual([416, `bytes */${whole.length}`]);
      // several ranges, a malformed header or another unit: the whole file, never an error
      for (const odd of ['bytes=0-1,500-501', 'bytes=abc', 'items=0-1']) {
        const res = await get(odd);
        expect(res.status, odd).toBe(200);
        expect((await res.arrayBuffer()).byteLength, odd).toBe(whole.length);
      }
    }
  });
});
