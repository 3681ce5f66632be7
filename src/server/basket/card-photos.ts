import { badInput, notFound } from '../platform/api-error.ts';
import { requireMember, type OptionContext } from '../http/context.ts';
import { findGiftcard } from '../giftcard/detail-giftcard.ts';
import { parseSubmitted } from '../giftcard/card-parameter.ts';
import { storeImageUpload } from '../uploads/image-upload.ts';

const FIELD = 'giftcard_edit_parameter';

/**
 * giftcard_to_basket as multipart (the customisation's Next Step): each photo file arrives under the key of the card's
 * image element it fills. Every file is checked (image by magic bytes, at most 5 MB), stored through the storage adapter
 * under an unguessable key, and its served path becomes that element's content. Answers the parameter to store and
 * the paths accepted from this request.
 */
export async function withUploadedPhotos(
  ctx: OptionContext,
  giftcardId: number,
  raw: string | undefined,
): Promise<{ raw: string | undefined; accepted: Set<string> }> {
  const keys = Object.keys(ctx.files);
  if (keys.length === 0) return { raw, accepted: new Set() };
  const card = await findGiftcard(ctx.db, giftcardId);
  if (!card) throw notFound('Gift card');
  const imageKeys = new Set(card.edit_parameter.filter((e) => e.type === 'image').map((e) => e.key));
  for (const key of keys) {
    if (!imageKeys.has(key)) throw badInput(key, 'is not a photo area of this card design');
    if (ctx.files[key].length !== 1) throw badInput(key, 'must be exactly one photo');
  }
  const submitted = parseSubmitted(raw);
  const accepted = new Set<string>();
  const memberId = requireMember(ctx);
  for (const key of keys) {
    const path = await storeImageUpload(ctx.db, ctx.deps.adapters.storage, ctx.files[key][0], { field: key, memberId, now: ctx.now });
    accepted.add(path);
    const el = submitted.find((s) => s.key === key);
    if (el) el.content = path;
    else submitted.push({ key, type: 'image', content: path });
  }
  if (submitted.length > 50) throw badInput(FIELD, 'must have at most 50 elements');
  return { raw: JSON.stringify(submitted), accepted };
}
