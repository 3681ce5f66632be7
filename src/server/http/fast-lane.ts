import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { BASE } from '../../shared/base-path.ts';
import { contentLanguageRedirect } from '../../shared/content-pages.ts';
import { findToken } from '../session/token-service.ts';
import type { AppDeps } from './context.ts';
import { bearerToken } from './bearer-token.ts';
import { type AnswerSlot, answerKey, cachedAnswer, openAnswerSlot } from './answer-cache.ts';
import { API_ANSWER_HEADERS } from './security-headers.ts';
import type { KeptPage } from './static-site.ts';
import { pickCoding } from './content-coding.ts';

/**
 * The fast lane (decision 0224): a guest's repeated catalogue read is answered from the bytes sent last time
 * (answer-cache.ts) before the request reaches Hono. Everything else, and every miss, goes on to the app unchanged:
 * the body the lane has read is handed over as `rawBody`, which @hono/node-server reads instead of the socket.
 *
 * The lane takes only what it can judge exactly: POST /UgiftWeb/api/<group> without a query, a url-encoded body of
 * known small length, a bearer token that is valid now and bound to no member, and an Accept-Encoding that is absent
 * or asks plainly for gzip. The token is checked on every request (from memory, as the app does), so a logout, an
 * expiry or a revoked token refuses a cached answer exactly as it refuses the app's.
 */
const API_PREFIX = `${BASE}/api/`;
const GROUP = /^[a-z_]{1,40}$/;
const MAX_BODY = 4096;

/** A node:http request listener (also what HTTP/2's compatibility API calls, create-http-server.ts). */
export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const SLOT = Symbol('ugift.answerSlot');
type WithSlot = IncomingMessage & { [SLOT]?: AnswerSlot; rawBody?: Buffer };

/** The slot the fast lane opened for this request, when it came through the lane as a guest's cacheable read. */
export function answerSlotOf(c: Context): AnswerSlot | undefined {
  const incoming = (c.env as { incoming?: WithSlot } | undefined)?.incoming;
  return incoming?.[SLOT];
}

/** undefined: no encoding asked (or identity); true: gzip asked without weights; null: anything else (left to the app). */
function plainGzip(header: string | undefined): boolean | undefined | null {
  if (header === undefined || header.trim().toLowerCase() === 'identity') return undefined;
  if (header.includes(';') || !/(^|,)\s*gzip\s*(,|$)/i.test(header)) return null;
  return true;
}

function send(res: ServerResponse, body: Buffer, gzip: boolean): void {
  res.writeHead(200, {
    ...API_ANSWER_HEADERS,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': String(body.length),
  });
  res.end(body);
}

/**
 * `pages`: the static site's kept pages (app.ts keptPagesOf). A GET of a page the site has answered before is sent
 * again from memory with the same headers, before the app; anything else goes on to it.
 */
export function withFastLane(deps: AppDeps, next: Listener, pages?: (urlPath: string) => KeptPage | undefined): Listener {
  return (req, res) => {
    const url = req.url ?? '';
    if (req.method === 'GET' && pages && !(req.headers.cookie && contentLanguageRedirect(url.split('?')[0], req.headers.cookie, BASE))) {
      const query = url.indexOf('?');
      const page = pages(query < 0 ? url : url.slice(0, query));
      if (page) {
        const coding = pickCoding(req.headers['accept-encoding'], { br: page.br !== null, gzip: page.gzip !== null });
        const answer = (coding && page[coding]) || page.plain;
        res.writeHead(200, answer.headers).end(answer.body);
        return;
      }
    }
    if (req.method !== 'POST' || !url.startsWith(API_PREFIX)) return next(req, res);
    const group = url.slice(API_PREFIX.length);
    const length = Number(req.headers['content-length']);
    const type = req.headers['content-type'] ?? '';
    const gzip = plainGzip(req.headers['accept-encoding']);
    const token = bearerToken(req.headers.authorization);
    if (
      !GROUP.test(group) ||
      !type.toLowerCase().startsWith('application/x-www-form-urlencoded') ||
      !Number.isInteger(length) ||
      length <= 0 ||
      length > MAX_BODY ||
      gzip === null ||
      !token
    )
      return next(req, res);

    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', () => res.destroy());
    req.once('end', () => {
      const raw = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      const onward = req as WithSlot;
      onward.rawBody = raw;
      const goOn = () => next(req, res);
      findToken(deps.db, token).then((found) => {
        const now = deps.clock().getTime();
        if (!found || found.memberId !== null || found.expiresAt.getTime() < now) return goOn();
        const key = answerKey(group, raw.toString('latin1'));
        const hit = cachedAnswer(deps.db, key, now);
        if (!hit) {
          onward[SLOT] = openAnswerSlot(deps.db, key, now);
          return goOn();
        }
        const zipped = gzip ? hit.gzip() : null;
        send(res, zipped ?? hit.body, zipped !== null);
      }, goOn);
    });
  };
}
