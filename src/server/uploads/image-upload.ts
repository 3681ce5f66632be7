import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { StorageAdapter } from '../platform/adapters.ts';
import { randomId } from '../platform/crypto.ts';
import { BASE } from '../../shared/base-path.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MEDIA_PREFIX = `${BASE}/media/`;

const SIGNATURES: Array<{ mime: string; ext: string; test: (b: Uint8Array) => boolean }> = [
  { mime: 'image/png', ext: 'png', test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', ext: 'gif', test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  },
];

/** The image type a file really is, by its magic bytes (never by its name or declared type). */
export function sniffImage(bytes: Uint8Array): { mime: string; ext: string } | null {
  const hit = SIGNATURES.find((s) => bytes.length >= 12 && s.test(bytes));
  return hit ? { mime: hit.mime, ext: hit.ext } : null;
}

/**
 * Checks an uploaded image (type by magic bytes, at most 5 MB), stores it under an unguessable key and records it.
 * Answers the public path it is served from. `field` names the form field in error messages.
 */
export async function storeImageUpload(
  db: Db,
  storage: StorageAdapter,
  file: File,
  input: { field: string; memberId: number | null; now: Date },
): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES)
    throw new ApiError('payload_too_large', `${input.field}: the image must be at most 5 MB`, { field: input.field });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw new ApiError('unsupported_media_type', `${input.field}: must be a PNG, JPEG, GIF or WebP image`, { field: input.field });
  const key = `${randomId(16)}.${kind.ext}`;
  await storage.put(key, bytes, kind.mime);
  await db
    .insert(uploads)
    .values({ id: key, member_id: input.memberId, mime: kind.mime, size: bytes.byteLength, storage_key: key, created_at: input.now });
  return `${MEDIA_PREFIX}${key}`;
}
