import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import parseRange from 'range-parser';
import { uploads } from '../db/schema/index.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError } from '../platform/api-error.ts';
import { BASE } from '../../shared/base-path.ts';

/**
 * GET /UgiftWeb/media/<key>: uploaded images, tracks (.mp3 too) and voice notes, by their unguessable key, with their
 * checked type. Byte ranges are served (206 with Content-Range; 416 outside the file): Safari asks for `bytes=0-1`
 * first and plays no audio from a server that ignores it (decision 0261). Several ranges at once get the whole file.
 */
export function mountMedia(app: Hono, deps: AppDeps): void {
  app.get(`${BASE}/media/:key`, async (c) => {
    const key = c.req.param('key');
    if (!/^[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,4}$/.test(key)) return c.json(new ApiError('not_found', 'Not found').toBody(), 404);
    const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, key)).limit(1);
    const bytes = row ? await deps.adapters.storage.get(row.storage_key) : null;
    if (!row || !bytes) return c.json(new ApiError('not_found', 'Not found').toBody(), 404);
    const headers = {
      'Content-Type': row.mime,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
      'Accept-Ranges': 'bytes',
    };
    const asked = c.req.header('range');
    const ranges = asked ? parseRange(bytes.length, asked, { combine: true }) : null;
    if (ranges === -1) return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${bytes.length}`, 'Content-Type': 'text/plain' });
    if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
      const { start, end } = ranges[0];
      return c.body(bytes.slice(start, end + 1) as Uint8Array<ArrayBuffer>, 206, {
        ...headers,
        'Content-Range': `bytes ${start}-${end}/${bytes.length}`,
        'Content-Length': String(end + 1 - start),
      });
    }
    // no Range, a malformed one (-2: ignored as RFC 9110 allows), another unit, or several ranges: the whole file
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Length': String(bytes.length) });
  });
}
