import { and, eq, sql } from 'drizzle-orm';
import { groupGiftContributions, groupGiftSignatures } from '../db/schema/index.ts';
import type { OptionContext } from '../http/context.ts';
import { ApiError, badInput } from '../platform/api-error.ts';
import { storeImageUpload } from '../uploads/image-upload.ts';
import { storeVoiceNote } from '../uploads/voice-note.ts';
import { isoishDateTime } from '../platform/format-date.ts';
import { type GiftRef, loadGift } from './gift-row.ts';
import { canReadById } from './gift-access.ts';

const ONLY_FILES = ['photo', 'voice'];

function oneFile(ctx: OptionContext, field: string): File | null {
  const files = ctx.files[field] ?? [];
  if (files.length > 1) throw badInput(field, 'must be exactly one file');
  return files[0] ?? null;
}

/**
 * sign_group_gift (decision 0258): the organiser or a contributor who paid signs the card with a short text, an
 * optional photo and an optional voice note (audio only, at most 20 s and 1 MB, checked by its bytes). Signing again
 * replaces the signature. Refused once the pool was cancelled or refunded.
 */
export async function signGroupGift(ctx: OptionContext, memberId: number, input: GiftRef & { text: string }) {
  for (const key of Object.keys(ctx.files)) if (!ONLY_FILES.includes(key)) throw badInput(key, 'is not a file this option takes');
  const field = input.id !== undefined ? 'id' : 'share_id';
  const gift = await loadGift(ctx.db, input);
  if (input.id !== undefined && !(await canReadById(ctx.db, gift, memberId))) throw new ApiError('not_found', 'Group gift not found');
  if (gift.status === 'cancelled' || gift.status === 'expired')
    throw new ApiError('conflict', `${field}: this group gift is closed`, { field, reason: 'group_gift_closed' });
  if (gift.organiser_id !== memberId) {
    const paid = await ctx.db
      .select({ id: groupGiftContributions.id })
      .from(groupGiftContributions)
      .where(
        and(
          eq(groupGiftContributions.group_gift_id, gift.id),
          eq(groupGiftContributions.member_id, memberId),
          eq(groupGiftContributions.status, 'paid'),
        ),
      )
      .limit(1);
    if (paid.length === 0) throw new ApiError('forbidden', `${field}: chip in first, then sign the card`, { field });
  }
  const photoFile = oneFile(ctx, 'photo');
  const voiceFile = oneFile(ctx, 'voice');
  if (input.text === '' && !photoFile && !voiceFile) throw badInput('text', 'write something, or add a photo or a voice note');
  const photo = photoFile
    ? await storeImageUpload(ctx.db, ctx.deps.adapters.storage, photoFile, { field: 'photo', memberId, now: ctx.now })
    : null;
  const voice = voiceFile
    ? await storeVoiceNote(ctx.db, ctx.deps.adapters.storage, voiceFile, { field: 'voice', memberId, now: ctx.now })
    : null;
  const row = {
    group_gift_id: gift.id,
    member_id: memberId,
    text: input.text,
    photo: photo,
    voice: voice?.path ?? null,
    voice_ms: voice?.ms ?? null,
    signed_at: ctx.now,
  };
  await ctx.db
    .insert(groupGiftSignatures)
    .values(row)
    .onConflictDoUpdate({
      target: [groupGiftSignatures.group_gift_id, groupGiftSignatures.member_id],
      set: { text: row.text, photo: row.photo, voice: row.voice, voice_ms: row.voice_ms, signed_at: sql`excluded.signed_at` },
    });
  return { signed_at: isoishDateTime(ctx.now) };
}
