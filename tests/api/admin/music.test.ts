import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { ADMIN, aStaff, ORIGIN, type StaffClient } from './admin-support.ts';

let t: TestApp;
let marketing: StaffClient;
let catalogue: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  marketing = await (await aStaff(t, 'marketing')).client();
  catalogue = await (await aStaff(t, 'catalogue')).client();
});
afterAll(async () => t.close());

const MP3 = new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 10, 0xff, 0xfb, 0x90, 0x44, 0, 0]);

async function uploadAudio(cookie: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'audio/mpeg' }));
  const res = await t.app.request(`${ADMIN}/uploads/audio`, { method: 'POST', headers: { cookie, origin: ORIGIN }, body: form });
  return { status: res.status, body: (await res.json()) as { url?: string; field?: string } };
}

describe('admin music', () => {
  it('marketing uploads a track checked by magic bytes and adds it: gift cards offer it', async () => {
    const up = await uploadAudio(marketing.cookie, MP3, 'tune.mp3');
    expect(up.status).toBe(201);
    expect(up.body.url).toMatch(/^\/UgiftWeb\/media\/[A-Za-z0-9_-]{22}\.mp3$/);
    // the track is served back, byte for byte, as audio (the media route once refused names with a digit)
    const served = await t.app.request(up.body.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/mpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(MP3));
    const res = await marketing.req('POST', '/music', {
      name: 'Console tune',
      name_jp: 'コンソールの曲',
      url: up.body.url,
      duration_ms: 30_000,
    });
    expect(res.status).toBe(201);
    const shop = await t.call('giftcard', 'list_music', {}, { token: await t.guestToken() });
    expect(shop.body.table.map((m: { name: string }) => m.name)).toContain('Console tune');
    // the Japanese name is the shop's; an empty Chinese name falls back to English
    const mine = shop.body.table.find((m) => m.name === 'Console tune');
    expect(mine?.multiple_languages).toEqual({
      en: { name: 'Console tune' },
      cn: { name: 'Console tune' },
      jp: { name: 'コンソールの曲' },
    });
    expect((await marketing.req('PUT', `/music/${res.body.id}`, { ...res.body, name: 'Renamed' })).status).toBe(200);
    expect((await marketing.req('PUT', `/music/${res.body.id}`, { ...res.body, name: 'Stale' })).status).toBe(409);
  });

  it('refuses a file that is not audio, a bad track, and staff outside marketing', async () => {
    const fake = await uploadAudio(marketing.cookie, new TextEncoder().encode('#!/bin/sh echo not music at all'), 'x.mp3');
    expect(fake.status).toBe(415);
    expect((await marketing.req('POST', '/music', { name: 'x', url: 'https://evil.example/a.mp3', duration_ms: 3000 })).body.field).toBe(
      'url',
    );
    expect((await marketing.req('POST', '/music', { name: 'x', url: '/UgiftWeb/media/abc.mp3', duration_ms: 5 })).body.field).toBe(
      'duration_ms',
    );
    expect(
      (await marketing.req('POST', '/music', { name: 'x', name_cn: '长'.repeat(81), url: '/UgiftWeb/media/abc.mp3', duration_ms: 3000 }))
        .body.field,
    ).toBe('name_cn');
    expect((await uploadAudio(catalogue.cookie, MP3, 'a.mp3')).status).toBe(403);
    expect((await catalogue.req('GET', '/music')).status).toBe(403);
  });
});
