import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadShedder } from '../../../src/server/http/load-shedder.ts';

/** A handler that holds every request until the test lets it go. */
function gatedApp(limits: { maxInFlight: number; maxQueue: number; maxQueueWaitMs: number }) {
  const shedder = loadShedder(limits);
  const gates: Array<() => void> = [];
  let entered = 0;
  const app = new Hono();
  app.use('*', shedder);
  app.get('/work', async (c) => {
    entered++;
    await new Promise<void>((resolve) => gates.push(resolve));
    return c.json({ ok: true });
  });
  return { app, shedder, gates, entered: () => entered };
}

async function until(check: () => boolean) {
  while (!check()) await new Promise((r) => setImmediate(r));
}

describe('load shedder', () => {
  it('runs at most maxInFlight at once, queues the next ones and answers 503 with Retry-After past the queue', async () => {
    const { app, shedder, gates, entered } = gatedApp({ maxInFlight: 2, maxQueue: 1, maxQueueWaitMs: 60_000 });
    const running = [app.request('/work'), app.request('/work')];
    await until(() => entered() === 2);
    const queued = app.request('/work');
    await until(() => shedder.stats().queued === 1);
    const refused = await app.request('/work');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toMatchObject({ success: false, code: 'unavailable' });
    expect(entered()).toBe(2);

    gates.shift()!();
    expect((await running[0]).status).toBe(200);
    await until(() => entered() === 3); // the queued request got the freed slot
    expect(shedder.stats()).toEqual({ inFlight: 2, queued: 0 });
    while (gates.length) gates.shift()!();
    expect((await running[1]).status).toBe(200);
    expect((await queued).status).toBe(200);
    expect(shedder.stats()).toEqual({ inFlight: 0, queued: 0 });
  });

  it('answers 503 to a request that waited longer than maxQueueWaitMs, and frees its place', async () => {
    const { app, shedder, gates, entered } = gatedApp({ maxInFlight: 1, maxQueue: 5, maxQueueWaitMs: 20 });
    const running = app.request('/work');
    await until(() => entered() === 1);
    const waited = await app.request('/work');
    expect(waited.status).toBe(503);
    expect(waited.headers.get('retry-after')).toBe('1');
    expect(shedder.stats().queued).toBe(0);
    gates.shift()!();
    expect((await running).status).toBe(200);
  });
});
