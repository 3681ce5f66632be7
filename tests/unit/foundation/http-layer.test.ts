import { createServer, type Server } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCallError, requestBlob, requestJson } from '../../../src/lib/http.ts';

/** The one HTTP layer of the shop, the back office and the counter (src/lib/http.ts, decision 0272). */
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/refused') {
      res.writeHead(409, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'conflict', reason: 'voucher_used', field: 'code', message: 'This voucher has been used' }));
    } else if (req.url === '/echo') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-range': 'items 0-0/1' });
        res.end(JSON.stringify({ method: req.method, type: req.headers['content-type'], body: JSON.parse(body || 'null') }));
      });
    } else if (req.url === '/csv') {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end("id,name\n1,'=cmd\n");
    } else {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>bad gateway</html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const refusal = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('no refusal');
};

describe('the one HTTP layer', () => {
  it('sends JSON and answers the parsed body with the status and headers', async () => {
    const res = await requestJson<{ method: string; type: string; body: unknown }>(`${origin}/echo`, { method: 'POST', body: { a: 1 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('items 0-0/1');
    expect(res._data).toEqual({ method: 'POST', type: 'application/json', body: { a: 1 } });
  });

  it('a refusal is an ApiCallError with the status, code, reason, field and message', async () => {
    const error = await refusal(() => requestJson(`${origin}/refused`));
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({
      status: 409,
      code: 'conflict',
      reason: 'voucher_used',
      field: 'code',
      message: 'This voucher has been used',
    });
  });

  it('an answer that is not the API (a proxy page) and no answer at all are ApiCallErrors too', async () => {
    const proxy = await refusal(() => requestJson(`${origin}/nowhere`));
    expect(proxy).toMatchObject({ status: 502, code: 'internal' });
    const closed = await refusal(() => requestJson('http://127.0.0.1:1/'));
    expect(closed).toMatchObject({ status: 0, code: 'network' });
    expect(await (await requestBlob(`${origin}/csv`)).text()).toBe("id,name\n1,'=cmd\n");
  });

  it('no client calls fetch itself or has an HTTP error class of its own (a checkout step may wrap one)', () => {
    const root = path.resolve(import.meta.dirname, '../../../src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => {
        const p = path.join(dir, f);
        return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(f) ? [p] : [];
      });
    // the app shell's health probe (a service-worker-like check) and the inline early-calls script are not API calls
    const allowed = new Set(['features/pwa/app-shell.ts', 'features/shell/early-calls-script.ts', 'lib/http.ts']);
    const offenders = [...files(path.join(root, 'features')), ...files(path.join(root, 'lib')), ...files(path.join(root, 'components'))]
      .map((p) => [path.relative(root, p), readFileSync(p, 'utf8')] as const)
      .filter(([rel]) => !allowed.has(rel))
      .filter(([, text]) => /(^|[^.\w])fetch\(|fetchUtils|HttpError|class \w*(Api|Http|Fetch|Request|Counter)\w*Error\b/.test(text))
      .map(([rel]) => rel);
    expect(offenders).toEqual([]);
  });
});
