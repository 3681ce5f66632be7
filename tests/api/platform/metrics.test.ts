import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * GET /UgiftWeb/metrics and /readyz (decision 0257): the metrics are refused without their bearer token, and the
 * counters move with requests; readyz says the database and the change feed are live.
 */
const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t?.close());

const scrape = (auth?: string) => t.app.request('/UgiftWeb/metrics', { headers: auth ? { authorization: auth } : {} });
/** the value of one sample line (name with its labels as printed), 0 when absent */
const sample = (text: string, prefix: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith(prefix))
    .reduce((n, l) => n + Number(l.split(' ').pop()), 0);

describe('metrics', () => {
  it('refuses a scrape without the token or with a wrong one', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer wrong-token-0123456789abcd')).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(401);
  });

  it('counts requests per option and status, and their latency', async () => {
    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    const guest = await t.guestToken();
    for (let i = 0; i < 3; i++)
      expect((await t.call('catalogue', 'list_product', { filter_by_country_id: 2 }, { token: guest })).status).toBe(200);
    expect((await t.call('catalogue', 'detail_product', { product_id: 'x' }, { token: guest })).status).toBe(400);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const after = await res.text();
    const ok = 'ugift_responses_total{kind="api",name="catalogue/list_product",code="200"}';
    expect(sample(after, ok) - sample(before, ok)).toBe(3);
    const bad = 'ugift_responses_total{kind="api",name="catalogue/detail_product",code="400"}';
    expect(sample(after, bad) - sample(before, bad)).toBe(1);
    const count = 'ugift_request_duration_seconds_count{kind="api",name="catalogue/list_product"}';
    expect(sample(after, count) - sample(before, count)).toBe(3);
    for (const name of [
      'ugift_load_shed_in_flight',
      'ugift_load_shed_refusals_total',
      'ugift_process_resident_memory_bytes',
      'ugift_nodejs_eventloop_lag_seconds',
      'ugift_reconciliation_ok',
    ])
      expect(after, name).toContain(name);
  });

  it('readyz: the database and the change feed are live', async () => {
    const res = await t.app.request('/UgiftWeb/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: true, change_feed: true });
  });
});

describe('metrics without a token configured', () => {
  it('answers 404: nothing is exposed by default', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.request('/UgiftWeb/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
