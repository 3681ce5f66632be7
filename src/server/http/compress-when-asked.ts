import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { hasAllHeaders } from './security-headers.ts';

/**
 * hono/compress, entered only when the client accepts an encoding. Hono's middleware reads the answer's body and
 * sets Vary through c.header() after the handler, which turns @hono/node-server's lightweight answer into a full web
 * Response even when nothing is compressed; a client that asks for no encoding (a CDN's origin fetch, a load
 * generator, curl) skips that work. Vary: Accept-Encoding is set either way, so caches keep the variants apart.
 */
export function compressWhenAsked(): MiddlewareHandler {
  const inner = compress();
  return async (c, next) => {
    if (c.req.header('accept-encoding')) return inner(c, next);
    await next();
    if (hasAllHeaders(c)) return;
    try {
      const vary = c.res.headers.get('Vary');
      if (vary !== '*' && !/accept-encoding/i.test(vary ?? ''))
        c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    } catch {
      // a read-only headers object (Response.redirect): nothing varies on the encoding there
    }
  };
}
