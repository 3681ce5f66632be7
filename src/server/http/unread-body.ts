import type { Context } from 'hono';

/**
 * An answer given before the request body was read (an unsupported content type, a body too large) asks the client to
 * close the connection: otherwise the unread rest of the body would be read as the next request on a keep-alive
 * connection, and that request would fail with "other side closed".
 */
export function closeIfBodyUnread(c: Context): void {
  const announced = c.req.header('content-length') !== undefined || c.req.header('transfer-encoding') !== undefined;
  if (announced && !c.req.raw.bodyUsed) c.header('Connection', 'close');
}
