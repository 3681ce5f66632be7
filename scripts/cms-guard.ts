import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import { normalisePersist } from './cms-normalise.ts';

/** The only folders of the checkout the content editor may touch (decision 0237). */
export const CMS_FOLDERS = ['src/content/', 'public/cms-media/'];

/** Every path a decap-server request names (entries, data files, their new paths, assets, media, deletions). */
function pathsOf(params: Record<string, unknown>): unknown[] {
  const entry = params.entry as { path?: unknown; newPath?: unknown } | undefined;
  const files = [...((params.dataFiles as Array<{ path?: unknown; newPath?: unknown }> | undefined) ?? []), ...(entry ? [entry] : [])];
  const assets = (params.assets as Array<{ path?: unknown }> | undefined) ?? [];
  const media = params.asset as { path?: unknown } | undefined;
  return [
    ...files.flatMap((f) => [f.path, ...(f.newPath !== undefined ? [f.newPath] : [])]),
    ...assets.map((a) => a.path),
    ...(media ? [media.path] : []),
    ...(params.path !== undefined ? [params.path] : []),
    ...((params.paths as unknown[] | undefined) ?? []),
    ...(params.folder !== undefined ? [params.folder] : []),
    ...(params.mediaFolder !== undefined ? [params.mediaFolder] : []),
  ];
}

const inside = (p: unknown) => {
  if (typeof p !== 'string') return false;
  const normal = path.posix.normalize(p.replace(/\\/g, '/')).replace(/^\.\//, '');
  return !normal.startsWith('../') && !path.posix.isAbsolute(normal) && CMS_FOLDERS.some((f) => `${normal}/`.startsWith(f));
};

/**
 * Whether a request to decap-server may pass: from one of the shop's own origins, and naming only paths under the
 * content and media folders. decap-server itself writes anywhere under its directory, for any page on any port.
 */
export function cmsRequestAllowed(origin: string | undefined, body: unknown, origins: string[]): boolean {
  if (origin !== undefined && !origins.includes(origin)) return false;
  if (typeof body !== 'object' || body === null) return false;
  const params = (body as { params?: Record<string, unknown> }).params ?? {};
  return pathsOf(params).every(inside);
}

/**
 * A guard in front of decap-server (on `target`): refused requests answer 403 and never reach it. With `root` (the
 * checkout decap-server writes into), saved entries are written in the repository's format (decision 0239).
 */
export function cmsGuard(target: URL, origins: string[], root?: string): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const cors = req.headers.origin && origins.includes(req.headers.origin) ? { 'Access-Control-Allow-Origin': req.headers.origin } : {};
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...cors, 'Access-Control-Allow-Headers': 'content-type', 'Access-Control-Allow-Methods': 'POST, OPTIONS' });
        res.end();
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(raw.toString('utf8') || 'null');
      } catch {
        body = null;
      }
      if (!cmsRequestAllowed(req.headers.origin, body, origins)) {
        res.writeHead(403, { 'content-type': 'application/json', ...cors });
        res.end(JSON.stringify({ error: 'The content editor may only change src/content and public/cms-media, from the shop' }));
        return;
      }
      const sent = root ? Buffer.from(JSON.stringify(normalisePersist(body, root)), 'utf8') : raw;
      const forward = request(
        new URL(req.url ?? '/', target),
        {
          method: req.method,
          headers: { 'content-type': req.headers['content-type'] ?? 'application/json', 'content-length': sent.length },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...cors });
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      forward.end(sent);
    });
  });
}
