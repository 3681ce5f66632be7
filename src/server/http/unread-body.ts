import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** How much of an unread body is read and dropped after an early answer, and for how long, before the socket closes. */
export const LINGER_BYTES = 64 * 1024 * 1024;
export const LINGER_MS = 10_000;

/**
 * An answer given before the request body was read (an unsupported content type, a body too large). The unread rest
 * of the body must not be read as the next request on a keep-alive connection, and the socket must not close while the
 * client is still sending, or the client sees a reset instead of the answer. So the server lingers, as nginx's
 * lingering close does (decision 0237): it reads and drops the rest of the body, and the connection goes on. Past
 * LINGER_BYTES, or LINGER_MS, it closes. Without the Node request at hand (another runtime) it asks to close instead.
 */
export function closeIfBodyUnread(c: Context): void {
  const announced = c.req.header('content-length') !== undefined || c.req.header('transfer-encoding') !== undefined;
  if (!announced || c.req.raw.bodyUsed) return;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.readableEnded) linger(incoming);
  else c.header('Connection', 'close');
}

export function linger(incoming: IncomingMessage, maxBytes = LINGER_BYTES, maxMs = LINGER_MS): void {
  // HTTP/2: the stream, not the connection, is done with; @hono/node-server closes it with NO_ERROR itself
  if ('stream' in incoming) return;
  let seen = 0;
  const socket = incoming.socket;
  const stop = setTimeout(() => socket?.destroy(), maxMs);
  stop.unref();
  incoming.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > maxBytes) socket?.destroy();
  });
  incoming.on('end', () => clearTimeout(stop));
  incoming.on('error', () => clearTimeout(stop));
  incoming.resume();
}
