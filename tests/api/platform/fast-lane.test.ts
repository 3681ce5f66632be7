import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, keptPagesOf } from '../../../src/server/app.ts';
import { answerCacheStats } from '../../../src/server/http/answer-cache.ts';
import { COUNTER_CONTENT_SECURITY_POLICY } from '../../../src/server/http/security-headers.ts';
import { EXTRA_ROUTES } from '../../../src/server/routes.ts';
import { withFastLane } from '../../../src/server/http/fast-lane.ts';
import { untilHeld } from '../../support/until-held.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aProduct, SINGAPORE } from '../../support/factories.ts';

/**
 * Decision 0224: a guest's repeated catalogue read is answered from the bytes sent last time, before the
 * app. The test clock is frozen, so only a push, a token change or a moved clock can let an answer go. Changes are
 * made behind the server's back with raw SQL, as another server or a job would.
 */
let t: TestApp;
let server: Server;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  server = createServer(withFastLane(t.deps, getRequestListener(t.app.fetch)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** the bytes as sent (node:http decodes nothing) */
  bytes: Buffer;
  json: Record<string, unknown> & { table?: unknown };
}

function post(group: string, form: Record<string, string>, token: string | null, headers: Record<string, string> = {}): Promise<Answer> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/UgiftWeb/api/${group}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(Buffer.byteLength(body)),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, json: JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const stats = () => answerCacheStats(t.db);

/** A product of its own (so no other test's reads share its answer) and the form that reads it. */
async function ownProduct(name: string) {
  const id = await aProduct(t, { stock: 7 });
  await t.db.execute(sql`update products set i18n = jsonb_set(i18n, '{en,name}', to_jsonb(${name}::text)) where id = ${id}`);
  return { id, form: { option: 'detail_product', product_id: String(id) } };
}

const nameOf = (a: Answer) => (a.json.table as { multiple_languages: { en: { name: string } } }).multiple_languages.en.name;

describe('the fast lane', () => {
  it('answers a guest’s repeated read from memory with the same bytes and headers', async () => {
    const guest = await t.guestToken();
    const another = await t.guestToken();
    const { form } = await ownProduct('Lane Latte');
    const first = await post('catalogue', form, guest);
    expect(first.status).toBe(200);
    const second = await untilHeld(
      () => post('catalogue', form, guest),
      () => stats().hits,
    );
    expect(second.bytes.equals(first.bytes)).toBe(true);
    for (const h of [
      'content-type',
      'content-security-policy',
      'cache-control',
      'vary',
      'x-content-type-options',
      'strict-transport-security',
    ])
      expect(second.headers[h]).toBe(first.headers[h]);
    // any other guest token gets the same answer from memory: it depends on nothing but the request
    const other = await untilHeld(
      () => post('catalogue', form, another),
      () => stats().hits,
    );
    expect(other.bytes.equals(first.bytes)).toBe(true);
    expect(nameOf(other)).toBe('Lane Latte');
  });

  it('shows a catalogue change on the very next read', async () => {
    const guest = await t.guestToken();
    const { id, form } = await ownProduct('Before Change');
    await post('catalogue', form, guest);
    expect(nameOf(await post('catalogue', form, guest))).toBe('Before Change');
    await t.db.execute(sql`update products set i18n = jsonb_set(i18n, '{en,name}', '"After Change"') where id = ${id}`);
    expect(nameOf(await post('catalogue', form, guest))).toBe('After Change');
  });

  it('keeps an answer for at most a second of the request clock', async () => {
    const guest = await t.guestToken();
    const { form } = await ownProduct('One Second');
    await untilHeld(
      () => post('catalogue', form, guest),
      () => stats().hits,
    );
    const hits = stats().hits;
    t.clock.advance(1000);
    const stores = stats().stores;
    expect((await post('catalogue', form, guest)).status).toBe(200);
    expect(stats().hits).toBe(hits);
    expect(stats().stores).toBe(stores + 1);
  });

  it('refuses a cached answer to a token that was revoked or has expired', async () => {
    const guest = await t.guestToken();
    const { form } = await ownProduct('Revoked');
    await post('catalogue', form, guest);
    expect((await post('catalogue', form, guest)).status).toBe(200);
    await t.db.execute(sql`delete from api_tokens where token_hash = encode(sha256(convert_to(${guest}, 'UTF8')), 'hex')`);
    // on PostgreSQL the revocation reaches this server as a push: it must within the second
    await expect.poll(async () => (await post('catalogue', form, guest)).status, { timeout: 1000, interval: 20 }).toBe(401);
    expect((await post('catalogue', form, guest)).json.code).toBe('token_invalid');

    const ageing = await t.guestToken();
    await post('catalogue', form, ageing);
    await t.db.execute(
      sql`update api_tokens set expires_at = ${new Date(t.clock.now.getTime() - 1000)} where token_hash = encode(sha256(convert_to(${ageing}, 'UTF8')), 'hex')`,
    );
    await expect.poll(async () => (await post('catalogue', form, ageing)).status, { timeout: 1000, interval: 20 }).toBe(401);
    expect((await post('catalogue', form, null)).status).toBe(401);
  });

  it('never answers a member from the guests’ answers, nor stores a member’s', async () => {
    const guest = await t.guestToken();
    const m = await aMember(t);
    const { id, form } = await ownProduct('Basket Aware');
    expect((await t.call('basket', 'product_to_basket', { product_id: id, quantity: 2 }, { token: m.token })).status).toBe(200);
    await post('catalogue', form, guest);
    const before = stats();
    const mine = await post('catalogue', form, m.token);
    expect((mine.json.table as { basket_quantity: number }).basket_quantity).toBe(2);
    expect(await post('catalogue', form, m.token)).toMatchObject({ status: 200 });
    expect(stats().hits).toBe(before.hits);
    expect(stats().stores).toBe(before.stores);
  });

  it('sends the gzip variant to a client that asks for it', async () => {
    const guest = await t.guestToken();
    const form = { option: 'list_product', filter_by_country_id: String(SINGAPORE), limit: '20', order_by: 'ASC' };
    const plain = await post('catalogue', form, guest);
    const zipped = await post('catalogue', form, guest, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.bytes).equals(plain.bytes)).toBe(true);
  });

  it('stores no refusal and hands every other request to the app with its body', async () => {
    const guest = await t.guestToken();
    const before = stats();
    const bad = { option: 'detail_product', product_id: 'not-a-number' };
    expect((await post('catalogue', bad, guest)).json.field).toBe('product_id');
    expect((await post('catalogue', bad, guest)).status).toBe(400);
    expect(stats().stores).toBe(before.stores);
    // a member's write through the lane: the app reads the body the lane already took from the socket
    const m = await aMember(t);
    const product = await aProduct(t, { stock: 3 });
    const added = await post('basket', { option: 'product_to_basket', product_id: String(product), quantity: '1' }, m.token);
    expect(added.status).toBe(200);
    const basket = await post('basket', { option: 'detail_basket' }, m.token);
    expect((basket.json.table as { products: unknown[] }).products).toHaveLength(1);
  });
});

describe('the fast lane for pages', () => {
  it('sends a page the site answered before again from memory, with the same headers and bytes', async () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'ugift-lane-site-'));
    writeFileSync(path.join(site, 'home.html'), `<h1>Home</h1>${'<p>gift</p>'.repeat(200)}`);
    writeFileSync(path.join(site, 'counter.html'), '<h1>Counter</h1>');
    const app = createApp(t.deps, { staticRoot: site, routes: EXTRA_ROUTES });
    const kept = keptPagesOf(app);
    expect(kept).toBeDefined();
    let fromLane = 0;
    const pages = (p: string) => {
      const page = kept?.(p);
      if (page) fromLane++;
      return page;
    };
    const pageServer = createServer(withFastLane(t.deps, getRequestListener(app.fetch), pages));
    await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
    const get = (url: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        const req = request(`${at}${url}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const same = (a: { headers: IncomingHttpHeaders }, b: { headers: IncomingHttpHeaders }) => {
      for (const h of [
        'content-type',
        'cache-control',
        'vary',
        'content-security-policy',
        'permissions-policy',
        'x-frame-options',
        'content-encoding',
      ])
        expect(b.headers[h], h).toBe(a.headers[h]);
    };
    try {
      const first = await get('/UgiftWeb/home');
      expect(fromLane).toBe(0);
      const again = await get('/UgiftWeb/home?from=share');
      expect(fromLane).toBe(1);
      expect(again.bytes.equals(first.bytes)).toBe(true);
      same(first, again);
      // as browsers ask: Brotli; a client that takes gzip only gets gzip, from the lane as from the app
      for (let i = 0; i < 2; i++) {
        const br = await get('/UgiftWeb/home', { 'accept-encoding': 'gzip, deflate, br, zstd' });
        expect(br.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(br.bytes).equals(first.bytes)).toBe(true);
        const zipped = await get('/UgiftWeb/home', { 'accept-encoding': 'gzip' });
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(zipped.bytes).equals(first.bytes)).toBe(true);
      }
      // a page with its own policy keeps it
      const counter = await get('/UgiftWeb/counter');
      const counterAgain = await get('/UgiftWeb/counter');
      expect(counterAgain.headers['content-security-policy']).toBe(COUNTER_CONTENT_SECURITY_POLICY);
      same(counter, counterAgain);
      // an unknown page is never kept: it is the app's 404 each time
      const lane = fromLane;
      expect((await get('/UgiftWeb/no-such-page')).status).toBe(404);
      expect((await get('/UgiftWeb/no-such-page')).status).toBe(404);
      expect(fromLane).toBe(lane);
    } finally {
      await new Promise((resolve) => pageServer.close(resolve));
    }
  });
});
