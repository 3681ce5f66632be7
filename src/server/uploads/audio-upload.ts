import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { StorageAdapter } from '../platform/adapters.ts';
import { randomId } from '../platform/crypto.ts';
import { MEDIA_PREFIX } from './image-upload.ts';
import { sniffAudio } from '../../shared/media-type.ts';

export { sniffAudio };

export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;

/** Checks an uploaded track (type by magic bytes, at most 10 MB), stores it and answers the path it is served from. */
export async function storeAudioUpload(db: Db, storage: StorageAdapter, file: File, input: { field: string; now: Date }): Promise<string> {
  if (file.size > MAX_AUDIO_BYTES)
    throw new ApiError('payload_too_large', `${input.field}: the track must be at most 10 MB`, { field: input.field });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffAudio(bytes);
  if (!kind) throw new ApiError('unsupported_media_type', `${input.field}: must be an MP3, Ogg or WAV file`, { field: input.field });
  const key = `${randomId(16)}.${kind.ext}`;
  await storage.put(key, bytes, kind.mime);
  await db
    .insert(uploads)
    .values({ id: key, member_id: null, mime: kind.mime, size: bytes.byteLength, storage_key: key, created_at: input.now });
  return `${MEDIA_PREFIX}${key}`;
}
