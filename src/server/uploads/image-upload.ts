import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { StorageAdapter } from '../platform/adapters.ts';
import { randomId } from '../platform/crypto.ts';
import { BASE } from '../../shared/base-path.ts';
import { sniffImage } from '../../shared/media-type.ts';

export { sniffImage };

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MEDIA_PREFIX = `${BASE}/media/`;

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
