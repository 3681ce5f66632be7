import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { uploads } from '../db/schema/index.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError } from '../platform/api-error.ts';
import { BASE } from '../../shared/base-path.ts';

/** GET /UgiftWeb/media/<key>: uploaded images and tracks (.mp3 too), by their unguessable key, with their checked type. */
export function mountMedia(app: Hono, deps: AppDeps): void {
  app.get(`${BASE}/media/:key`, async (c) => {
    const key = c.req.param('key');
    if (!/^[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,4}$/.test(key)) return c.json(new ApiError('not_found', 'Not found').toBody(), 404);
    const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, key)).limit(1);
    const bytes = row ? await deps.adapters.storage.get(row.storage_key) : null;
    if (!row || !bytes) return c.json(new ApiError('not_found', 'Not found').toBody(), 404);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': row.mime,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
}
