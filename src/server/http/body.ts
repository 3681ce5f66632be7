import type { Context } from 'hono';
import { ApiError } from '../platform/api-error.ts';

export interface ParsedBody {
  fields: Record<string, string | string[]>;
  files: Record<string, File[]>;
}

export const MAX_BODY_BYTES = 12 * 1024 * 1024;

/**
 * Reads a form-encoded or multipart body. Repeated keys and indexed keys (filter_by_brands_id[0], x[]) become arrays
 * under the bare name; files are kept apart by field name.
 */
export async function parseBody(c: Context): Promise<ParsedBody> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) throw new ApiError('payload_too_large', 'The request is too large (at most 12 MB)');
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    throw new ApiError('bad_request', 'body: must be form-encoded (application/x-www-form-urlencoded or multipart/form-data)', {
      field: 'body',
    });
  }
  let raw: Array<[string, string | File | (string | File)[]]>;
  try {
    // A url-encoded body is read as text (@hono/node-server reads it straight from the socket); only multipart goes
    // through the web FormData parser, which costs a full web Request per call.
    raw = type.startsWith('application/x-www-form-urlencoded')
      ? [...new URLSearchParams(await c.req.text())]
      : Object.entries((await c.req.parseBody({ all: true })) as Record<string, string | File | (string | File)[]>);
  } catch {
    throw new ApiError('bad_request', 'body: could not be read as a form', { field: 'body' });
  }
  const fields: Record<string, string | string[]> = {};
  const files: Record<string, File[]> = {};
  for (const [key, value] of raw) {
    const indexed = /^(.+?)\[(\d*)\]$/.exec(key);
    const name = indexed ? indexed[1] : key;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (typeof v === 'string') {
        const prev = fields[name];
        if (indexed || prev !== undefined) fields[name] = [...(prev === undefined ? [] : Array.isArray(prev) ? prev : [prev]), v];
        else fields[name] = v;
      } else {
        files[name] ??= [];
        files[name].push(v);
      }
    }
  }
  return { fields, files };
}
