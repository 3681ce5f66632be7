import type { Hono } from 'hono';
import type { AppDeps } from '../http/context.ts';
import { ApiError } from '../platform/api-error.ts';
import { storeImageUpload } from '../uploads/image-upload.ts';
import { storeAudioUpload } from '../uploads/audio-upload.ts';
import { mayUse } from '../../shared/admin/resources.ts';
import type { AdminEnv } from './http/admin-env.ts';
import { outsideRole } from './http/resource-routes.ts';

/** POST /uploads (catalogue, marketing): one image as multipart `file`, checked by magic bytes and size. */
export function mountUploads(api: Hono<AdminEnv>, deps: AppDeps): void {
  api.post('/uploads', async (c) => {
    const staff = c.get('staff');
    if (!mayUse(staff.role, 'uploads')) throw outsideRole('uploads');
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('file');
    if (!(file instanceof File)) throw new ApiError('bad_request', 'file: attach one image', { field: 'file' });
    const url = await storeImageUpload(deps.db, deps.adapters.storage, file, { field: 'file', memberId: null, now: deps.clock() });
    return c.json({ url }, 201);
  });

  /** POST /uploads/audio (marketing): one track as multipart `file`, MP3, Ogg or WAV by magic bytes, at most 10 MB. */
  api.post('/uploads/audio', async (c) => {
    const staff = c.get('staff');
    if (!mayUse(staff.role, 'music')) throw outsideRole('music');
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('file');
    if (!(file instanceof File)) throw new ApiError('bad_request', 'file: attach one audio file', { field: 'file' });
    const url = await storeAudioUpload(deps.db, deps.adapters.storage, file, { field: 'file', now: deps.clock() });
    return c.json({ url }, 201);
  });
}
