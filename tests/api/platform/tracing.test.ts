import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from '../../support/otlp-receiver.ts';
import { serverDatabase } from '../../support/server-database.ts';
import { callApi, type ServerProcess, startServerProcess, stopServerProcess } from '../../support/server-process.ts';

/**
 * OpenTelemetry tracing (decision 0273) on real server processes: with OTEL_EXPORTER_OTLP_ENDPOINT set, a request's
 * span reaches a local OTLP/HTTP collector named by its option, with its status code, its refusal's code and its
 * database queries as child spans; without it, neither the tracing module nor the SDK is loaded.
 */
const PROBE = path.resolve(import.meta.dirname, '../../support/module-probe.ts');
const probeFile = () => `/tmp/ugift-modules-${randomBytes(4).toString('hex')}.txt`;
const probed = (file: string) => ({ MODULE_PROBE_FILE: file, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${PROBE}`.trim() });

let receiver: OtlpReceiver;
let traced: ServerProcess;
let plain: ServerProcess;
const tracedModules = probeFile();
const plainModules = probeFile();
const drops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  const [a, b] = await Promise.all([serverDatabase(), serverDatabase()]);
  drops.push(a.drop, b.drop);
  [traced, plain] = await Promise.all([
    startServerProcess({
      ...a.env,
      ...probed(tracedModules),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // the batch goes out at once rather than after the default 5 s
      OTEL_BSP_SCHEDULE_DELAY: '20',
    }),
    startServerProcess({ ...b.env, ...probed(plainModules) }),
  ]);
});

afterAll(async () => {
  await Promise.all([stopServerProcess(traced), stopServerProcess(plain)]);
  await receiver?.close();
  await Promise.all([...drops.map((drop) => drop()), rm(tracedModules, { force: true }), rm(plainModules, { force: true })]);
});

/** Waits until the collector has a server span of this route (polling its state) and answers it. */
const spanOf = (route: string, test: (s: ReceivedSpan) => boolean = () => true) =>
  vi.waitFor(
    () => {
      const span = receiver.spans.find((s) => s.attributes['http.route'] === route && test(s));
      if (!span) throw new Error(`no span of ${route} yet`);
      return span;
    },
    { timeout: 10_000, interval: 20 },
  );

const SERVER = 2;
const CLIENT = 3;
const shareId = () => randomBytes(16).toString('base64url');

describe('tracing', () => {
  it("sends a request's span with its option, status code and database queries, continuing the caller's trace", async () => {
    const traceId = randomBytes(16).toString('hex');
    const res = await fetch(`${traced.base}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', traceparent: `00-${traceId}-${'ab'.repeat(8)}-01` },
      body: new URLSearchParams({ option: 'track_link', id: shareId(), source: 'web' }),
    });
    expect(res.status).toBe(200);
    const span = await spanOf('token/track_link', (s) => s.traceId === traceId);
    expect(span.name).toBe('POST token/track_link');
    expect(span.kind).toBe(SERVER);
    expect(span.parentSpanId).toBe('ab'.repeat(8));
    expect(span.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.response.status_code': 200,
      'ugift.request.kind': 'api',
    });
    expect(span.status.code ?? 0).toBe(0);
    expect(span.resource['service.name']).toBe('ugift');
    // the option's insert is a child span of the request's, sent in the same or an earlier batch
    const insert = await vi.waitFor(() => {
      const q = receiver.spans.find(
        (s) => s.parentSpanId === span.spanId && /^insert into "link_tracks"/.test(String(s.attributes['db.query.text'])),
      );
      if (!q) throw new Error('no insert span yet');
      return q;
    });
    expect(insert.name).toBe('INSERT');
    expect(insert.kind).toBe(CLIENT);
    expect(insert.traceId).toBe(traceId);
    expect(insert.attributes).toMatchObject({ 'db.system.name': 'postgresql', 'db.operation.name': 'INSERT' });
  });

  it("names a refusal's code and the admin resource, and leaves a 4xx span unset", async () => {
    const refused = await callApi(traced, 'token', 'track_link', '', { source: 'web' });
    expect(refused.status).toBe(400);
    const span = await spanOf('token/track_link', (s) => s.attributes['http.response.status_code'] === 400);
    expect(span.attributes['ugift.error.code']).toBe('bad_request');
    expect(span.status.code ?? 0).toBe(0);

    const admin = await fetch(`${traced.base}/admin/api/orders`);
    expect(admin.status).toBe(401);
    const adminSpan = await spanOf('admin/orders');
    expect(adminSpan.name).toBe('GET admin/orders');
    expect(adminSpan.attributes).toMatchObject({ 'ugift.request.kind': 'admin', 'http.response.status_code': 401 });
  });

  it('without OTEL_EXPORTER_OTLP_ENDPOINT, loads neither the tracing module nor the SDK', async () => {
    expect((await callApi(plain, 'token', 'track_link', '', { id: shareId() })).status).toBe(200);
    const loaded = await readFile(plainModules, 'utf8');
    expect(loaded).toContain('/src/server/app.ts'); // the probe saw the server's modules
    expect(loaded).not.toContain('/src/server/observability/tracing.ts');
    // prom-client loads the OpenTelemetry API (a no-op without an SDK) for its exemplars; nothing else of it is loaded
    const otel = loaded.split('\n').filter((url) => url.includes('/@opentelemetry/') && !url.includes('/@opentelemetry/api/'));
    expect(otel).toEqual([]);
    // and the same probe sees them in the traced server
    const tracedLoaded = await readFile(tracedModules, 'utf8');
    expect(tracedLoaded).toContain('/src/server/observability/tracing.ts');
    expect(tracedLoaded).toContain('/node_modules/@opentelemetry/sdk-node/');
  });
});
