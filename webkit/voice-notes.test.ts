import { readFileSync } from 'node:fs';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFriends } from '../e2e/support/gifts.ts';
import { registerMember } from '../e2e/support/members.ts';
import { callOption } from '../e2e/support/session.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { APP, hydrated, tap, testId } from './support/page.ts';

/**
 * Voice notes in WebKit (decisions 0259, 0261): an audio/mp4 (Safari's recording) and an audio/webm (Chromium's) note,
 * signed on a group gift through the API, play to their end from the media route, whose byte ranges WebKit's media
 * loader asks for: first muted from a script (WebKit refuses sound without a user gesture; the check is the decoding),
 * then on the card itself, where the organiser's tap on Play is the gesture and both notes must reach their end.
 */
let harness: Harness;
let api: APIRequestContext;
beforeAll(async () => {
  harness = await startHarness();
  api = await playwrightRequest.newContext({ baseURL: harness.base });
});
afterAll(async () => {
  await api?.dispose();
  await harness?.stop();
});

const fixture = (name: string) => readFileSync(new URL(`../tests/api/group-gift/fixtures/${name}`, import.meta.url));

describe('voice notes in WebKit', () => {
  it('an audio/mp4 and an audio/webm voice note play to their end from the media route', async () => {
    const olive = await registerMember(api, { name: 'Olive Organiser' });
    const rita = await registerMember(api, { name: 'Rita Recipient' });
    await makeFriends(api, olive, rita);
    const products = await callOption(api, olive.authAPI.api_token, 'catalogue', 'list_product', { limit: '20' });
    const product = (products.body.table as Array<{ id: number; stock: number }>).find((p) => p.stock > 2);
    const made = await callOption(api, olive.authAPI.api_token, 'group_gift', 'create_group_gift', {
      product_id: String(product?.id),
      recipient_id: String(rita.authUser.member_id),
      deadline: String(Math.floor(Date.now() / 1000) + 86_400),
      mode: 'free',
      min_amount: '100',
    });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const urls: Array<[string, string]> = [];
    for (const [name, type] of [
      ['voice-3s.m4a', 'audio/mp4'],
      ['voice-4s-chromium-like.webm', 'audio/webm'],
    ] as const) {
      const friend = await registerMember(api, { name: `Friend ${type}` });
      const paying = await callOption(api, friend.authAPI.api_token, 'group_gift', 'contribute_group_gift', {
        share_id: made.body.share_id,
        amount: '100',
      });
      expect(paying.body.success, JSON.stringify(paying.body)).toBe(true);
      expect((await api.post(`${paying.body.cashier_url}/pay`, { maxRedirects: 0 })).status()).toBe(303);
      const signed = await api.post(`${APP}/api/group_gift`, {
        headers: { authorization: `Bearer ${friend.authAPI.api_token}` },
        multipart: {
          option: 'sign_group_gift',
          share_id: made.body.share_id,
          text: 'Listen',
          voice: { name, mimeType: type, buffer: fixture(name) },
        },
      });
      expect(signed.status(), await signed.text()).toBe(200);
      const view = await callOption(api, friend.authAPI.api_token, 'group_gift', 'detail_group_gift', { share_id: made.body.share_id });
      const mine = (view.body.group_gift.signatures as Array<{ voice: string | null; text: string }>).at(-1);
      urls.push([String(mine?.voice), type]);
    }

    const browser = harness.browser;
    // each note plays in real time (3 s and 4 s): room for a busy machine before the script is given up
    await browser.setTimeout({ script: 60_000 });
    await browser.url(`${harness.base}${APP}/home`);
    for (const [url, type] of urls) {
      const played = (await browser.executeAsync((src: string, done: (v: unknown) => void) => {
        const audio = new Audio(src);
        audio.muted = true;
        audio.onended = () => done({ ended: true, duration: audio.duration });
        audio.onerror = () => done({ error: audio.error?.code ?? -1 });
        audio.play().catch((e) => done({ rejected: String(e) }));
      }, url)) as { ended?: boolean; duration?: number };
      expect(played, type).toMatchObject({ ended: true });
      expect(played.duration, type).toBeGreaterThan(2.5);
    }

    // the card's own player, as its readers use it: Play plays each signature's note to its end, then the next
    await browser.execute((s) => {
      sessionStorage.setItem('ugift.popups', '1');
      localStorage.setItem('authAPI', JSON.stringify(s.authAPI));
      localStorage.setItem('authUser', JSON.stringify(s.authUser));
      localStorage.setItem('country', String(s.authUser.country_id || 2));
    }, olive);
    await browser.url(`${harness.base}${APP}/group-gift?id=${made.body.id}`);
    await hydrated(browser);
    await tap(browser, testId('play-card'));
    const list = browser.$(testId('signature-list'));
    await browser.waitUntil(async () => (await list.getAttribute('data-played')) === 'yes', {
      timeout: 60_000,
      timeoutMsg: 'the card never played to its end',
    });
    expect(await list.getAttribute('data-voices-heard'), 'voice notes heard to their end on the card').toBe('2');
  }, 240_000);
});
