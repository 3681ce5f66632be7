import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect, type ClientHttp2Session } from 'node:http2';
import { connect as tlsConnect } from 'node:tls';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, keptPagesOf } from '../../../src/server/app.ts';
import { createHttpServer, readTlsPair } from '../../../src/server/http/create-http-server.ts';
import { withFastLane } from '../../../src/server/http/fast-lane.ts';
import { ConfigError, loadConfig } from '../../../src/server/platform/config.ts';
import { EXTRA_ROUTES } from '../../../src/server/routes.ts';
import { type SelfSignedCertificate, selfSignedCertificate } from '../../../scripts/self-signed-certificate.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Decision 0232: given TLS_CERT_FILE and TLS_KEY_FILE, the server speaks HTTPS on its port, HTTP/2 to clients that
 * offer it and HTTP/1.1 to the others, with the same pages, answers and headers (and the fast lane) as over plain HTTP.
 */
let t: TestApp;
let certificate: SelfSignedCertificate;
let server: ReturnType<typeof createHttpServer>;
let base: string;
const page = `<h1>Home</h1>${'<p>gift</p>'.repeat(200)}`;

beforeAll(async () => {
  t = await createTestApp();
  certificate = selfSignedCertificate();
  const site = mkdtempSync(path.join(os.tmpdir(), 'ugift-tls-site-'));
  writeFileSync(path.join(site, 'home.html'), page);
  const app = createApp(t.deps, { staticRoot: site, routes: EXTRA_ROUTES });
  server = createHttpServer(withFastLane(t.deps, getRequestListener(app.fetch), keptPagesOf(app)), readTlsPair(certificate));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface H2Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

function h2(session: ClientHttp2Session, headers: Record<string, string>, body?: string): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let answer: Record<string, string | string[] | undefined> = {};
    stream.on('response', (h) => {
      answer = h;
    });
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, bytes: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('HTTPS and HTTP/2 on the server’s port', () => {
  it('answers pages over HTTP/2, from the app and then from the fast lane, with their headers and Brotli', async () => {
    const session = connect(base, { ca: certificate.cert });
    try {
      const get = () => h2(session, { ':method': 'GET', ':path': '/UgiftWeb/home', 'accept-encoding': 'gzip, deflate, br, zstd' });
      const first = await get();
      const again = await get();
      expect(session.alpnProtocol).toBe('h2');
      for (const a of [first, again]) {
        expect(a.status).toBe(200);
        expect(a.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(a.bytes).toString()).toBe(page);
        expect(a.headers['content-security-policy']).toContain("default-src 'self'");
        expect(a.headers['strict-transport-security']).toBeDefined();
      }
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      // an unknown page is the app's 404, over HTTP/2 too
      expect((await h2(session, { ':method': 'GET', ':path': '/UgiftWeb/no-such-page' })).status).toBe(404);
    } finally {
      session.close();
    }
  });

  it('answers API options over HTTP/2: a guest’s repeated read through the fast lane, a bad one with its field', async () => {
    const guest = await t.guestToken();
    const session = connect(base, { ca: certificate.cert });
    try {
      const post = (form: Record<string, string>) => {
        const body = new URLSearchParams(form).toString();
        return h2(
          session,
          {
            ':method': 'POST',
            ':path': '/UgiftWeb/api/catalogue',
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': String(Buffer.byteLength(body)),
            authorization: `Bearer ${guest}`,
          },
          body,
        );
      };
      const form = { option: 'list_product', order_by: 'NEW', limit: '3' };
      const first = await post(form);
      const second = await post(form);
      expect(first.status).toBe(200);
      expect(JSON.parse(first.bytes.toString())).toMatchObject({ success: true });
      expect(second.bytes.equals(first.bytes)).toBe(true);
      const bad = await post({ option: 'list_product', limit: 'many' });
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.bytes.toString()).message).toContain('limit');
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 clients over TLS on the same port', async () => {
    // node:https offers no ALPN protocol, so the server falls back to HTTP/1.1
    const answer = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      const req = httpsRequest(`${base}/UgiftWeb/healthz`, { ca: certificate.cert }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => {
          body += c.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer).toMatchObject({ status: 200, version: '1.1' });
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true });
  });

  it('refuses a client that does not trust the certificate', async () => {
    const session = connect(base);
    const failure = await new Promise<Error>((resolve) => session.once('error', resolve));
    session.destroy();
    expect(failure.message).toMatch(/self[- ]signed|certificate/i);
  });
});

describe('the TLS settings', () => {
  it('take the certificate and the key together, and name the one that is missing', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: '/etc/ugift/cert.pem' })).toThrow(/TLS_KEY_FILE/);
    expect(() => loadConfig({ TLS_KEY_FILE: '/etc/ugift/key.pem' })).toThrow(/TLS_CERT_FILE/);
    const config = loadConfig({ TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile, PORT: '8443' });
    expect(config.tls).toEqual({ certFile: certificate.certFile, keyFile: certificate.keyFile });
    expect(config.publicBaseUrl).toBe('https://localhost:8443');
    expect(loadConfig({}).tls).toBeUndefined();
  });

  it('stop start-up on an unreadable file or a key of another certificate, naming the variable', () => {
    const other = selfSignedCertificate();
    expect(() => readTlsPair({ certFile: '/no/such/cert.pem', keyFile: certificate.keyFile })).toThrow(ConfigError);
    expect(() => readTlsPair({ certFile: '/no/such/cert.pem', keyFile: certificate.keyFile })).toThrow(/TLS_CERT_FILE/);
    expect(() => readTlsPair({ certFile: certificate.certFile, keyFile: '/no/such/key.pem' })).toThrow(/TLS_KEY_FILE/);
    expect(() => readTlsPair({ certFile: certificate.certFile, keyFile: other.keyFile })).toThrow(/TLS_KEY_FILE: not the key/);
    expect(readTlsPair(certificate).cert.toString()).toBe(certificate.cert);
  });
});

describe('the TLS suites offered (decision 0237: Mozilla intermediate)', () => {
  const handshake = (ciphers: string) =>
    new Promise<string | null>((resolve) => {
      const { port } = new URL(base);
      const socket = tlsConnect(
        { host: '127.0.0.1', port: Number(port), maxVersion: 'TLSv1.2', ciphers, rejectUnauthorized: false },
        () => {
          const name = socket.getCipher().name;
          socket.end();
          resolve(name);
        },
      );
      socket.on('error', () => resolve(null));
    });

  it('refuses CBC suites and static RSA key exchange over TLS 1.2', async () => {
    for (const suite of [
      'AES128-SHA',
      'AES256-SHA256',
      'AES128-GCM-SHA256',
      'ECDHE-RSA-AES128-SHA',
      'ECDHE-ECDSA-AES256-SHA384',
      'DHE-RSA-AES128-SHA',
    ])
      expect(await handshake(suite), suite).toBeNull();
  });

  it('offers ECDHE with AES-GCM or ChaCha20 over TLS 1.2, and TLS 1.3', async () => {
    const good = await Promise.all(
      ['ECDHE-RSA-AES128-GCM-SHA256', 'ECDHE-ECDSA-AES128-GCM-SHA256', 'ECDHE-RSA-CHACHA20-POLY1305', 'ECDHE-ECDSA-CHACHA20-POLY1305'].map(
        handshake,
      ),
    );
    expect(good.filter((g) => g !== null).length).toBeGreaterThanOrEqual(2);
  });
});
