import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../src/server/db/schema/index.ts';
import { startHttpServer } from '../../support/http-server.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { makeBasket, setStock, sgProducts, type SgProducts } from '../basket/checkout-support.ts';

/**
 * 400 clients at once on list_product and reserve_order, over real keep-alive connections. Every
 * request gets an answer (no dropped connection), none is a 500; a busy server may shed load with 503.
 */
let t: TestApp;
let SG: SgProducts;
let server: Awaited<ReturnType<typeof startHttpServer>>;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  SG = await sgProducts(t);
  server = await startHttpServer(t.app);
  port = server.port;
});
afterAll(async () => {
  await server.close();
  await t.close();
});

function post(agent: http.Agent, group: string, form: Record<string, string>, token: string): Promise<{ status: number; body: string }> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: 'POST',
        path: `/UgiftWeb/api/${group}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('400 concurrent clients', () => {
  it('answer every request on list_product and reserve_order, without a 500', async () => {
    await setStock(t.db, SG.beanValue, 100_000);
    const buyers = await t.db
      .insert(members)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          phone_prefix: '+65',
          phone_number: `8444${String(i).padStart(4, '0')}`,
          phone_e164: `+658444${String(i).padStart(4, '0')}`,
          name: `Load ${i}`,
          referral_code: `LOAD${String(i).padStart(4, '0')}`,
          country_id: 1,
        })),
      )
      .returning({ id: members.id });
    const tokens: string[] = [];
    for (const b of buyers) {
      await makeBasket(t.db, b.id, [{ productId: SG.beanValue, quantity: 1 }]);
      tokens.push(await t.memberToken(b.id));
    }
    const guest = await t.guestToken();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 400 });
    try {
      const requests = Array.from({ length: 400 }, (_, i) =>
        i % 2 === 0
          ? post(agent, 'catalogue', { option: 'list_product', filter_by_country_id: '1', limit: '20' }, guest)
          : post(agent, 'order', { option: 'reserve_order' }, tokens[i % tokens.length]),
      );
      const settled = await Promise.allSettled(requests);
      const dropped = settled.filter((s) => s.status === 'rejected');
      expect(dropped.map((d) => String((d as PromiseRejectedResult).reason))).toEqual([]);
      const answers = settled.map((s) => (s as PromiseFulfilledResult<{ status: number; body: string }>).value);
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
      expect(statuses.filter((s, i) => i % 2 === 0 && s === 200).length).toBeGreaterThan(0);
      // Each buyer's basket became exactly one order; the other attempts were refused cleanly.
      expect(statuses.filter((s, i) => i % 2 === 1 && s === 200).length).toBeLessThanOrEqual(buyers.length);
      for (const a of answers) expect(() => JSON.parse(a.body)).not.toThrow();
    } finally {
      agent.destroy();
    }
  });
});
