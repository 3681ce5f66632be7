import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** How much of an unread body is read and dropped after an early answer, and for how long, before the socket closes. */
export const LINGER_BYTES = 64 * 1024 * 1024;
export const LINGER_MS = 10_000;

/**
 * An answer given before the request body was read (an unsupported content type, a body too large) asks the client to
 * close the connection: otherwise the unread rest of the body would be read as the next request on a keep-alive
 * connection, and that request would fail with "other side closed". The server then lingers, as nginx's lingering
 * close does (decision 0237): it reads and drops the rest of the body (at most LINGER_BYTES, for at most LINGER_MS)
 * before the socket closes, so the client, still sending, reads the answer instead of a reset connection.
 */
export function closeIfBodyUnread(c: Context): void {
  const announced = c.req.header('content-length') !== undefined || c.req.header('transfer-encoding') !== undefined;
  if (!announced || c.req.raw.bodyUsed) return;
  c.header('Connection', 'close');
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.readableEnded) linger(incoming);
}

export function linger(incoming: IncomingMessage, maxBytes = LINGER_BYTES, maxMs = LINGER_MS): void {
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
