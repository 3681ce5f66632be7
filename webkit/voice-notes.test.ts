import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../e2e/support/members.ts';
import { callOption } from '../e2e/support/session.ts';
import { aGiftSignedWithVoiceNotes } from '../e2e/support/voice-notes.ts';
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

describe('voice notes in WebKit', () => {
  it('an audio/mp4 and an audio/webm voice note play to their end from the media route', async () => {
    const seeker = await registerMember(api, { name: 'Product Seeker' });
    const products = await callOption(api, seeker.authAPI.api_token, 'catalogue', 'list_product', { limit: '20' });
    const product = (products.body.table as Array<{ id: number; stock: number }>).find((p) => p.stock > 2);
    const { organiser: olive, giftId, notes } = await aGiftSignedWithVoiceNotes(api, Number(product?.id));
    const urls = notes.map((n) => [n.url, n.type] as const);

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
    await browser.url(`${harness.base}${APP}/group-gift?id=${giftId}`);
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
