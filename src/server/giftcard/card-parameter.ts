import { and, eq, inArray } from 'drizzle-orm';
import { hexDecodeUtf8, type CardElement } from '../../shared/card-elements.ts';
import type { Db } from '../db/client.ts';
import { music, uploads } from '../db/schema/index.ts';
import { badInput } from '../platform/api-error.ts';
import { MEDIA_PREFIX } from '../uploads/image-upload.ts';

const FIELD = 'giftcard_edit_parameter';
/** Characters a shopper may write, after hex decoding. */
export const TEXT_LIMITS: Record<string, number> = { text: 80, message: 500 };
/** Element types a shopper fills in; custom_text and sticker belong to the design and stay as designed. */
const SHOPPER_TYPES = new Set(['text', 'message', 'image', 'music']);

export interface SubmittedElement {
  key: string;
  type?: string;
  content: string;
}

/**
 * Parses giftcard_edit_parameter: a JSON array of { key, type?, content } for the design's elements (other fields
 * are ignored: position and size always come from the design). Empty means "the design as it is".
 */
export function parseSubmitted(raw: string | undefined): SubmittedElement[] {
  if (raw === undefined || raw.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badInput(FIELD, 'must be a JSON array of card elements');
  }
  if (!Array.isArray(value)) throw badInput(FIELD, 'must be a JSON array of card elements');
  if (value.length > 50) throw badInput(FIELD, 'must have at most 50 elements');
  const seen = new Set<string>();
  return value.map((item, i) => {
    if (typeof item !== 'object' || item === null) throw badInput(FIELD, `element ${i + 1} must be an object with key and content`);
    const { key, type, content } = item as Record<string, unknown>;
    if (typeof key !== 'string' || key === '') throw badInput(FIELD, `element ${i + 1} needs a key`);
    if (seen.has(key)) throw badInput(FIELD, `element "${key}" appears twice`);
    seen.add(key);
    if (type !== undefined && typeof type !== 'string') throw badInput(FIELD, `element "${key}" has a bad type`);
    if (content !== undefined && content !== null && typeof content !== 'string' && typeof content !== 'number') {
      throw badInput(FIELD, `element "${key}" content must be text`);
    }
    return { key, type: type as string | undefined, content: content === undefined || content === null ? '' : String(content) };
  });
}

export interface ResolveOptions {
  memberId: number;
  /** image contents already accepted by the caller (e.g. uploads stored from this very request) */
  acceptedImages?: Set<string>;
}

/**
 * The design's elements with the shopper's content put in, after checking every submitted element against the
 * design: known key, same type, text within its limit and hex-encoded, an existing song, and images that are the
 * design's own or uploads of this member.
 */
export async function resolveCardElements(
  db: Db,
  design: CardElement[],
  raw: string | undefined,
  opts: ResolveOptions,
): Promise<CardElement[]> {
  const submitted = parseSubmitted(raw);
  const byKey = new Map(design.map((e) => [e.key, e]));
  const content = new Map<string, string>();
  const images: string[] = [];
  const songs: number[] = [];
  for (const s of submitted) {
    const el = byKey.get(s.key);
    if (!el) throw badInput(FIELD, `element "${s.key}" is not part of this card design`);
    if (s.type !== undefined && s.type !== el.type) throw badInput(FIELD, `element "${s.key}" must be of type ${el.type}`);
    if (!SHOPPER_TYPES.has(el.type)) {
      if (s.content !== '' && s.content !== el.content) throw badInput(FIELD, `element "${s.key}" cannot be changed`);
      continue;
    }
    if (el.type === 'text' || el.type === 'message') {
      if (!/^(?:[0-9a-fA-F]{2})*$/.test(s.content)) throw badInput(FIELD, `element "${s.key}" must be hex-encoded UTF-8 text`);
      const text = hexDecodeUtf8(s.content);
      if (s.content !== '' && text === '') throw badInput(FIELD, `element "${s.key}" must be hex-encoded UTF-8 text`);
      if ([...text].length > TEXT_LIMITS[el.type])
        throw badInput(FIELD, `element "${s.key}" must be at most ${TEXT_LIMITS[el.type]} characters`);
    } else if (el.type === 'music' && s.content !== '') {
      if (!/^[1-9][0-9]{0,8}$/.test(s.content)) throw badInput(FIELD, `element "${s.key}" must be a music id`);
      songs.push(Number(s.content));
    } else if (el.type === 'image' && s.content !== '' && s.content !== el.content && !opts.acceptedImages?.has(s.content)) {
      if (!s.content.startsWith(MEDIA_PREFIX)) throw badInput(FIELD, `element "${s.key}" must be a photo you uploaded`);
      images.push(s.content.slice(MEDIA_PREFIX.length));
    }
    content.set(s.key, s.content);
  }
  if (songs.length > 0) {
    const found = await db.select({ id: music.id }).from(music).where(inArray(music.id, songs));
    if (found.length !== new Set(songs).size) throw badInput(FIELD, 'names a song that does not exist');
  }
  if (images.length > 0) {
    const owned = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(inArray(uploads.id, images), eq(uploads.member_id, opts.memberId)));
    if (owned.length !== new Set(images).size) throw badInput(FIELD, 'names a photo that is not one of your uploads');
  }
  return design.map((el) => (content.has(el.key) ? { ...el, content: content.get(el.key)! } : { ...el }));
}
