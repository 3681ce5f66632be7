import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer } from '../../support/http-server.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** An early answer to a large body must not break the next request on the same keep-alive connection (issue 16). */
let t: TestApp;
let server: Awaited<ReturnType<typeof startHttpServer>>;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = await startHttpServer(t.app);
  port = server.port;
});
afterAll(async () => {
  await server.close();
  await t.close();
});

function send(agent: http.Agent, body: string | Buffer, contentType: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: 'POST',
        path: '/UgiftWeb/api/catalogue',
        headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('keep-alive after an early answer', () => {
  it.each([
    ['an unsupported content type with 1.1 MB of JSON', 'application/json', 400],
    ['a body over the 12 MB limit', 'application/x-www-form-urlencoded', 413],
  ] as const)('%s: the next requests on the agent succeed', async (_label, contentType, status) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const size = status === 413 ? 13 * 1024 * 1024 : 1.1 * 1024 * 1024;
      const big =
        contentType === 'application/json'
          ? JSON.stringify({ option: 'list_country', pad: 'x'.repeat(size) })
          : `option=list_country&pad=${'x'.repeat(size)}`;
      const early = await send(agent, big, contentType);
      expect(early.status).toBe(status);
      for (let i = 0; i < 5; i++) {
        const next = await send(agent, 'option=list_country', 'application/x-www-form-urlencoded');
        expect(next.status).not.toBe(400);
        expect(JSON.parse(next.text)).toHaveProperty('success');
      }
    } finally {
      agent.destroy();
    }
  });
});

describe('an early 413 is read, not a dropped connection (decision 0237: the server lingers)', () => {
  it('fetch sending 13 MB reads the 413 answer, on the shop API and on the admin API', async () => {
    const body = `option=list_country&pad=${'x'.repeat(13 * 1024 * 1024)}`;
    const shop = await fetch(`http://127.0.0.1:${port}/UgiftWeb/api/catalogue`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(shop.status).toBe(413);
    expect(((await shop.json()) as { code: string }).code).toBe('payload_too_large');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(13 * 1024 * 1024)]), 'big.png');
    const admin = await fetch(`http://127.0.0.1:${port}/UgiftWeb/admin/api/uploads`, { method: 'POST', body: form });
    expect(admin.status).toBe(413);
  });
});
