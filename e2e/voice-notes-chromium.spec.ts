import { request as playwrightRequest } from '@playwright/test';
import { test, expect, hydrated } from './support/fixtures.ts';
import { aProduct } from './support/products.ts';
import { useSession } from './support/session.ts';
import { aGiftSignedWithVoiceNotes } from './support/voice-notes.ts';

/**
 * Voice notes in Chromium (decisions 0259, 0261), as webkit/voice-notes.test.ts checks them in WebKit: an audio/mp4
 * note (Safari's recording, AAC) and an audio/webm one (Chromium's, Opus) both play to their end on the card's own
 * player, which counts the notes heard to their end (not skipped after an error).
 */

test('an audio/mp4 and an audio/webm voice note both play to their end on the card', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const api = await playwrightRequest.newContext({ baseURL });
  const { organiser, giftId } = await aGiftSignedWithVoiceNotes(api, (await aProduct(baseURL!, { price: 30 })).id);
  await api.dispose();

  await useSession(page, organiser);
  await page.goto(`/UgiftWeb/group-gift?id=${giftId}`);
  await hydrated(page);
  await page.getByTestId('play-card').click();
  await expect(page.getByTestId('signature-list')).toHaveAttribute('data-played', 'yes', { timeout: 60_000 });
  await expect(page.getByTestId('signature-list')).toHaveAttribute('data-voices-heard', '2');
});
