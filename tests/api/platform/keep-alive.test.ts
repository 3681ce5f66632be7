import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer } from '../../support/http-server.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** An early answer to a large body must not break the next request on the same keep-alive connection. */
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

describe('lingering after an early answer (decision 0237)', () => {
  it('a client still sending after the 413 is never reset: the server reads the rest, then closes cleanly', async () => {
    const total = 13 * 1024 * 1024;
    const outcome = await new Promise<{ status: string; reset: boolean; sentAll: boolean }>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let reset = false;
      let sent = 0;
      const chunk = Buffer.alloc(256 * 1024, 'x');
      socket.on('error', () => {
        reset = true;
      });
      socket.on('close', () => resolve({ status: answer.split('\r\n')[0], reset, sentAll: sent >= total }));
      socket.on('data', (d: Buffer) => {
        const first = answer === '';
        answer += d.toString('latin1');
        // the answer came before the body was sent: keep sending the rest, as a browser uploading a file does
        if (first)
          (async () => {
            while (sent < total && !socket.destroyed) {
              const ok = socket.write(chunk);
              sent += chunk.length;
              if (!ok) await new Promise((r) => socket.once('drain', r));
            }
            if (!socket.destroyed) socket.end();
          })();
      });
      socket.write(
        `POST /UgiftWeb/api/catalogue HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${total}\r\n\r\n`,
      );
    });
    expect(outcome.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(outcome.reset).toBe(false);
    expect(outcome.sentAll).toBe(true);
  });
});
