import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { makeFriends } from './gifts.ts';
import { type NewMember, registerMember } from './members.ts';
import { callOption } from './session.ts';

const fixture = (name: string) => readFileSync(new URL(`../../tests/api/group-gift/fixtures/${name}`, import.meta.url));

export interface VoiceNoteGift {
  organiser: NewMember;
  /** the gift's member id (its page: /group-gift?id=) */
  giftId: string;
  /** each signature's voice note as the media route serves it */
  notes: Array<{ url: string; type: 'audio/mp4' | 'audio/webm' }>;
}

/**
 * An open group gift of `productId` signed by two friends who paid at the sandbox cashier, one with an audio/mp4 voice
 * note (Safari's recording, AAC) and one with an audio/webm one (Chromium's, Opus), through the API (decision 0259).
 * Shared by the Chromium and WebKit checks that both play; throws what failed.
 */
export async function aGiftSignedWithVoiceNotes(api: APIRequestContext, productId: number): Promise<VoiceNoteGift> {
  const organiser = await registerMember(api, { name: 'Olive Organiser' });
  const rita = await registerMember(api, { name: 'Rita Recipient' });
  await makeFriends(api, organiser, rita);
  const made = await callOption(api, organiser.authAPI.api_token, 'group_gift', 'create_group_gift', {
    product_id: String(productId),
    recipient_id: String(rita.authUser.member_id),
    deadline: String(Math.floor(Date.now() / 1000) + 86_400),
    mode: 'free',
    min_amount: '100',
  });
  if (!made.body.success) throw new Error(`create_group_gift: ${JSON.stringify(made.body)}`);
  const notes: VoiceNoteGift['notes'] = [];
  for (const [name, type] of [
    ['voice-3s.m4a', 'audio/mp4'],
    ['voice-4s-chromium-like.webm', 'audio/webm'],
  ] as const) {
    const friend = await registerMember(api, { name: `Friend ${type}` });
    const paying = await callOption(api, friend.authAPI.api_token, 'group_gift', 'contribute_group_gift', {
      share_id: made.body.share_id,
      amount: '100',
    });
    if (!paying.body.success) throw new Error(`contribute_group_gift: ${JSON.stringify(paying.body)}`);
    const paid = await api.post(`${paying.body.cashier_url}/pay`, { maxRedirects: 0 });
    if (paid.status() !== 303) throw new Error(`sandbox pay: ${paid.status()}`);
    const signed = await api.post('/UgiftWeb/api/group_gift', {
      headers: { authorization: `Bearer ${friend.authAPI.api_token}` },
      multipart: {
        option: 'sign_group_gift',
        share_id: made.body.share_id,
        text: 'Listen',
        voice: { name, mimeType: type, buffer: fixture(name) },
      },
    });
    if (signed.status() !== 200) throw new Error(`sign_group_gift: ${signed.status()} ${await signed.text()}`);
    const view = await callOption(api, friend.authAPI.api_token, 'group_gift', 'detail_group_gift', { share_id: made.body.share_id });
    const mine = (view.body.group_gift.signatures as Array<{ voice: string | null }>).at(-1);
    notes.push({ url: String(mine?.voice), type });
  }
  return { organiser, giftId: String(made.body.id), notes };
}
