import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * hono/body-limit with the common case decided from the headers: a body with a Content-Length (and no
 * Transfer-Encoding) is judged by that length, as hono does, but without touching the request's web body stream,
 * which makes @hono/node-server build a full web Request for every API call. A body without a length
 * (chunked) still goes through hono's middleware, which counts the bytes really received.
 */
export function limitBody(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined && /^\d+$/.test(length.trim())) {
      if (Number(length) > maxSize) return onError(c);
      return next();
    }
    return counted(c, next);
  };
}
