import { api, tracing as sdkTracing } from '@opentelemetry/sdk-node';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../../src/server/app.ts';
import type { OptionDef } from '../../../src/server/http/context.ts';
import { startTracing } from '../../../src/server/observability/tracing.ts';
import type { Tracing } from '../../../src/server/metrics/tracing-hooks.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * The request and query spans in process (decision 0273), kept in memory: a failure the API answers with a 500 is
 * recorded on the request's span as an exception and an error, so is one Hono's error handler answers, a query
 * made outside any request (a job, the change feed) makes no span, and shutting down sends what is still buffered.
 */
const exporter = new sdkTracing.InMemorySpanExporter();
/** What a batch that waits a minute has sent: nothing until the shutdown flushes it. */
const batched: sdkTracing.ReadableSpan[] = [];
const batchExporter: sdkTracing.SpanExporter = {
  export(spans, done) {
    batched.push(...spans);
    done({ code: 0 });
  },
  shutdown: async () => {},
};
let t: TestApp;
let tracing: Tracing | undefined;

// a bare OptionDef standing in for an option whose code fails: its answer is no option's contract
const failing: OptionDef = {
  group: 'token',
  option: 'track_link',
  auth: 'public',
  schema: z.object({}).loose(),
  async handle(_input, ctx) {
    await ctx.db.execute(sql`select 1 as one`);
    throw new TypeError('the wiring broke');
  },
};

beforeAll(async () => {
  t = await createTestApp();
  tracing = await startTracing(
    { serviceName: 'ugift-test' },
    {
      spanProcessors: [
        new sdkTracing.SimpleSpanProcessor(exporter),
        new sdkTracing.BatchSpanProcessor(batchExporter, { scheduledDelayMillis: 60_000 }),
      ],
    },
  );
});
afterAll(async () => {
  await tracing?.shutdown();
  api.trace.disable();
  api.context.disable();
  api.propagation.disable();
  await t?.close();
});
beforeEach(() => exporter.reset());

/** The span of this route once exported (the processor exports when the resource's attributes are known). */
const spanOf = (route: string) =>
  vi.waitFor(() => {
    const span = exporter.getFinishedSpans().find((s) => s.attributes['http.route'] === route);
    if (!span) throw new Error(`no span of ${route} yet`);
    return span;
  });

describe('tracing spans', () => {
  it("records an option's unexpected failure as an exception and an error, with its query as a child span", async () => {
    const app = createApp(t.deps, { options: [failing] });
    const res = await app.request('/UgiftWeb/api/token', { method: 'POST', body: new URLSearchParams({ option: 'track_link' }) });
    expect(res.status).toBe(500);
    const span = await spanOf('token/track_link');
    expect(span.attributes).toMatchObject({ 'http.response.status_code': 500, 'error.type': 'TypeError' });
    expect(span.status).toEqual({ code: api.SpanStatusCode.ERROR, message: 'the wiring broke' });
    expect(span.events.map((e) => [e.name, e.attributes?.['exception.type']])).toEqual([['exception', 'TypeError']]);
    const query = exporter.getFinishedSpans().find((s) => s.parentSpanContext?.spanId === span.spanContext().spanId);
    expect(query?.name).toBe('SELECT');
    expect(query?.attributes['db.query.text']).toBe('select 1 as one');
  });

  it("records a failure Hono's error handler answers", async () => {
    const app = createApp(t.deps, {
      routes: [
        (a) =>
          a.get('/UgiftWeb/healthz/broken', () => {
            throw new RangeError('out of range');
          }),
      ],
    });
    expect((await app.request('/UgiftWeb/healthz/broken')).status).toBe(500);
    const span = await spanOf('site');
    expect(span.name).toBe('GET site');
    expect(span.status.code).toBe(api.SpanStatusCode.ERROR);
    expect(span.events[0]?.attributes?.['exception.message']).toBe('out of range');
  });

  it('makes no span of a query outside a request', async () => {
    await t.db.execute(sql`select 2 as two`);
    // a request after it: once its span is out, any span of the query would be too
    const app = createApp(t.deps, { options: [] });
    await app.request('/UgiftWeb/healthz');
    await spanOf('healthz');
    expect(exporter.getFinishedSpans().map((s) => s.name)).toEqual(['GET healthz']);
  });

  it('sends the spans still buffered when it shuts down (the server does on SIGTERM)', async () => {
    const app = createApp(t.deps, { options: [] });
    await app.request('/UgiftWeb/readyz');
    await spanOf('readyz');
    expect(batched.find((s) => s.name === 'GET readyz')).toBeUndefined();
    await tracing?.shutdown();
    tracing = undefined;
    expect(batched.find((s) => s.name === 'GET readyz')).toBeDefined();
    // and the app runs on without it
    expect((await app.request('/UgiftWeb/readyz')).status).toBe(200);
  });
});
