import { readFileSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import { test, expect, hydrated } from './support/fixtures.ts';
import { makeFriends } from './support/gifts.ts';
import { registerMember } from './support/members.ts';
import { aProduct } from './support/products.ts';
import { callOption, useSession } from './support/session.ts';

/**
 * Voice notes in Chromium (decisions 0259, 0261), as webkit/voice-notes.test.ts checks them in WebKit: an audio/mp4
 * note (Safari's recording, AAC) and an audio/webm one (Chromium's, Opus) both play to their end on the card's own
 * player, which counts the notes heard to their end (not skipped after an error).
 */
const fixture = (name: string) => readFileSync(new URL(`../tests/api/group-gift/fixtures/${name}`, import.meta.url));

test('an audio/mp4 and an audio/webm voice note both play to their end on the card', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const api = await playwrightRequest.newContext({ baseURL });
  const olive = await registerMember(api, { name: 'Olive Organiser' });
  const rita = await registerMember(api, { name: 'Rita Recipient' });
  await makeFriends(api, olive, rita);
  const product = await aProduct(baseURL!, { price: 30 });
  const made = await callOption(api, olive.authAPI.api_token, 'group_gift', 'create_group_gift', {
    product_id: String(product.id),
    recipient_id: String(rita.authUser.member_id),
    deadline: String(Math.floor(Date.now() / 1000) + 86_400),
    mode: 'free',
    min_amount: '100',
  });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
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
    const signed = await api.post('/UgiftWeb/api/group_gift', {
      headers: { authorization: `Bearer ${friend.authAPI.api_token}` },
      multipart: {
        option: 'sign_group_gift',
        share_id: made.body.share_id,
        text: 'Listen',
        voice: { name, mimeType: type, buffer: fixture(name) },
      },
    });
    expect(signed.status(), await signed.text()).toBe(200);
  }
  await api.dispose();

  await useSession(page, olive);
  await page.goto(`/UgiftWeb/group-gift?id=${made.body.id}`);
  await hydrated(page);
  await page.getByTestId('play-card').click();
  await expect(page.getByTestId('signature-list')).toHaveAttribute('data-played', 'yes', { timeout: 60_000 });
  await expect(page.getByTestId('signature-list')).toHaveAttribute('data-voices-heard', '2');
});
