import type { Context } from 'hono';

/** The client's address: behind a trusted proxy (TRUST_PROXY=1) the last X-Forwarded-For hop, else the socket's. */
export function clientIp(c: Context, trustProxy: boolean): string {
  // Behind a trusted proxy the last hop is the address that proxy saw; earlier entries are whatever the client sent.
  const forwarded = trustProxy ? c.req.header('x-forwarded-for') : undefined;
  if (forwarded) return forwarded.split(',').at(-1)!.trim();
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
