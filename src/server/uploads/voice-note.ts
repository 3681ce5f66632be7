import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { StorageAdapter } from '../platform/adapters.ts';
import { randomId } from '../platform/crypto.ts';
import { MEDIA_PREFIX } from './image-upload.ts';
import { probeVoice } from './voice-probe.ts';
import { VOICE_MAX_BYTES, VOICE_MAX_SECONDS } from '../../shared/api/schemas/group-gift.ts';

/** A recording stopped at 20 s by the browser lands a few frames over it. */
const LENGTH_TOLERANCE_MS = 500;

/**
 * Checks a voice note by its bytes (decision 0259): WebM with Opus or MP4 with AAC, audio only, at most 1 MB and 20 s;
 * stores it under an unguessable key through the uploads adapter. Answers its path and its length.
 */
export async function storeVoiceNote(
  db: Db,
  storage: StorageAdapter,
  file: File,
  input: { field: string; memberId: number | null; now: Date },
): Promise<{ path: string; ms: number }> {
  const { field } = input;
  if (file.size > VOICE_MAX_BYTES) throw new ApiError('payload_too_large', `${field}: a voice note must be at most 1 MB`, { field });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const probe = probeVoice(bytes);
  if (probe === 'has_video') throw new ApiError('unsupported_media_type', `${field}: must be audio only, not video`, { field });
  if (probe === 'not_audio')
    throw new ApiError('unsupported_media_type', `${field}: must be a WebM (Opus) or MP4 (AAC) recording`, { field });
  if (probe === 'unknown_length') throw new ApiError('bad_request', `${field}: the recording's length cannot be read`, { field });
  if (probe.ms > VOICE_MAX_SECONDS * 1000 + LENGTH_TOLERANCE_MS)
    throw new ApiError('bad_request', `${field}: a voice note must be at most ${VOICE_MAX_SECONDS} seconds`, { field });
  const key = `${randomId(16)}.${probe.ext}`;
  await storage.put(key, bytes, probe.mime);
  await db
    .insert(uploads)
    .values({ id: key, member_id: input.memberId, mime: probe.mime, size: bytes.byteLength, storage_key: key, created_at: input.now });
  return { path: `${MEDIA_PREFIX}${key}`, ms: probe.ms };
}
