import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { aMember } from '../../support/factories.ts';
import { createTestApp, signTimestamp, type TestApp } from '../../support/test-app.ts';
import { rowsOf } from '../../../src/server/db/rows-of.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const nowSec = () => Math.floor(t.clock.now.getTime() / 1000);

describe('token/get_api_token', () => {
  it('answers a 256-bit token that expires 24 h ahead, storing only its hash', async () => {
    const ts = nowSec();
    const res = await t.call('token', 'get_api_token', { source: 'web', timestamp: ts, api_key: signTimestamp(ts) });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const token = String(res.body.api_token);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(res.body.api_token_expiry).toBe(ts + 86400);
    const stored = rowsOf<{ token_hash: string }>(await t.db.execute(sql`select token_hash from api_tokens`));
    expect(stored.some((r) => r.token_hash === token)).toBe(false);
    expect(stored.length).toBeGreaterThan(0);
  });

  it('refuses a bad signature with 401 naming api_key', async () => {
    const ts = nowSec();
    const res = await t.call('token', 'get_api_token', {
      source: 'web',
      timestamp: ts,
      api_key: signTimestamp(ts, 'another-secret-value-xyz'),
    });
    expect(res.status).toBe(401);
    expect(res.body.field).toBe('api_key');
  });

  it('refuses a timestamp more than 300 s away', async () => {
    const ts = nowSec() - 301;
    const res = await t.call('token', 'get_api_token', { source: 'web', timestamp: ts, api_key: signTimestamp(ts) });
    expect(res.status).toBe(401);
    expect(res.body.field).toBe('timestamp');
    const ok = nowSec() - 299;
    expect((await t.call('token', 'get_api_token', { source: 'web', timestamp: ok, api_key: signTimestamp(ok) })).status).toBe(200);
  });

  it('answers 400 naming the missing field', async () => {
    const res = await t.call('token', 'get_api_token', { source: 'web', api_key: 'ab' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('timestamp');
    expect(res.body.message).toMatch(/^timestamp: /);
  });
});

describe('the option protocol', () => {
  it('answers 404 for an unknown option and an unknown group', async () => {
    const token = await t.guestToken();
    const a = await t.call('catalogue', 'no_such_option', {}, { token });
    expect(a.status).toBe(404);
    expect(a.body.code).toBe('not_found');
    const b = await t.call('nosuchgroup', 'list_product', {}, { token });
    expect(b.status).toBe(404);
  });

  it('answers 400 for a body that is not a form, and for a missing option', async () => {
    const res = await t.app.request('/UgiftWeb/api/token', {
      method: 'POST',
      body: '{"option":"get_api_token"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe('body');
    const missing = await t.call('token', '', {});
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('option');
  });

  it('refuses a GET on the API with 404 and never a 500', async () => {
    const res = await t.app.request('/UgiftWeb/api/token');
    expect(res.status).toBe(404);
  });
});

describe('token/track_link', () => {
  it('records a share-link open without a bearer', async () => {
    const id = 'abcdefghijklmnopqrstuv';
    const res = await t.call('token', 'track_link', { id, source: 'web' });
    expect(res.status).toBe(200);
    const rows = rowsOf(await t.db.execute(sql`select * from link_tracks where share_id = ${id}`));
    expect(rows).toHaveLength(1);
  });

  it('refuses an id that is not a share id', async () => {
    const res = await t.call('token', 'track_link', { id: '12', source: 'web' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('id');
  });
});

describe('bad input never reaches the database as a crash', () => {
  it('answers 400 for an id past the integer range', async () => {
    const { token } = await aMember(t);
    const res = await t.call('catalogue', 'detail_product', { product_id: '3000000000' }, { token });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('product_id');
  });

  it('answers 400 for a member_id sent as a list', async () => {
    const { id: demo, token } = await aMember(t);
    const res = await t.call('profile', 'detail_profile', { member_id: [String(demo + 1)] }, { token });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('member_id');
  });

  it('refuses a body over 12 MB even without a Content-Length header', async () => {
    const big = new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
        for (let i = 0; i < 13; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await t.app.request('/UgiftWeb/api/token', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });
});
