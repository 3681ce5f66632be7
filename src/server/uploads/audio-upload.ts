import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { StorageAdapter } from '../platform/adapters.ts';
import { randomId } from '../platform/crypto.ts';
import { MEDIA_PREFIX } from './image-upload.ts';

export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.slice(from, to));

/** The audio type a file really is, by its magic bytes: MP3 (an ID3 tag or an MPEG frame sync), Ogg, or WAV. */
export function sniffAudio(b: Uint8Array): { mime: string; ext: string } | null {
  if (b.length < 12) return null;
  if (ascii(b, 0, 3) === 'ID3' || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0)) return { mime: 'audio/mpeg', ext: 'mp3' };
  if (ascii(b, 0, 4) === 'OggS') return { mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE') return { mime: 'audio/wav', ext: 'wav' };
  return null;
}

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
