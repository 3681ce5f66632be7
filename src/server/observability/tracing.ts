import type { NodeSDKConfiguration, api as Otel } from '@opentelemetry/sdk-node';
import { installTracing, type RequestOutcome, type Tracing } from '../metrics/tracing-hooks.ts';

/**
 * OpenTelemetry tracing through the official Node SDK (decision 0273, 2026-11-28). Loaded by the server's entry only
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set, before the app is made: nothing of the SDK is loaded otherwise. The SDK
 * reads the standard OTEL_* variables itself (protocol, headers, sampler, batch delay); this module adds the spans:
 * one per request that reaches the app, and one per database query made while a request's span is current. The SDK
 * is imported when started and stays outside the start-up bundle (scripts/server-bundle.ts), which it would make half
 * as large again.
 */
export interface TracingSettings {
  /** OTEL_SERVICE_NAME, else ugift */
  serviceName: string;
}

const headerGetter: Otel.TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/** Query text is parameterised (values are never in it), but a long statement is cut here. */
const MAX_QUERY_TEXT = 2000;

/** The route a span is named by: the option protocol's group/option, the admin resource, else the page kind. */
const routeOf = (outcome: RequestOutcome) => (outcome.kind === 'admin' ? `admin/${outcome.name}` : outcome.name);

/**
 * Starts the SDK and installs the app's hooks; the answer's shutdown flushes the spans still buffered. `sdkOptions`
 * replace the SDK's own choices (a test's in-memory exporter); the exporter otherwise follows the OTEL_* variables.
 */
export async function startTracing(settings: TracingSettings, sdkOptions: Partial<NodeSDKConfiguration> = {}): Promise<Tracing> {
  const { api, NodeSDK } = await import('@opentelemetry/sdk-node');

  function describeFailure(span: Otel.Span, status: number, error: unknown): void {
    const code = (error as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string') span.setAttribute('ugift.error.code', code);
    // a refusal (4xx) is the client's: the span stays unset, as the semantic conventions ask of a server span
    if (status < 500) return;
    if (error instanceof Error) {
      span.recordException(error);
      span.setAttribute('error.type', error.name);
    } else span.setAttribute('error.type', String(status));
    span.setStatus({ code: api.SpanStatusCode.ERROR, message: error instanceof Error ? error.message : `HTTP ${status}` });
  }

  function failed(span: Otel.Span, error: unknown): void {
    if (error instanceof Error) span.recordException(error);
    span.setStatus({ code: api.SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  }

  const sdk = new NodeSDK({
    serviceName: settings.serviceName,
    // traces only: metrics stay Prometheus (decision 0257), and the log stays pino's
    metricReaders: [],
    logRecordProcessors: [],
    ...sdkOptions,
  });
  sdk.start();
  const tracer = api.trace.getTracer('ugift');
  const tracing: Tracing = {
    request(method, headers, handle) {
      // a trace begun by a proxy or a client (traceparent) goes on through the shop
      const parent = api.propagation.extract(api.ROOT_CONTEXT, headers, headerGetter);
      const options = { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': method } };
      return tracer.startActiveSpan(method, options, parent, async (span) => {
        try {
          const outcome = await handle();
          const route = routeOf(outcome);
          span.updateName(`${method} ${route}`);
          span.setAttributes({ 'http.route': route, 'http.response.status_code': outcome.status, 'ugift.request.kind': outcome.kind });
          if (outcome.error !== undefined || outcome.status >= 500) describeFailure(span, outcome.status, outcome.error);
        } catch (error) {
          failed(span, error);
          throw error;
        } finally {
          span.end();
        }
      });
    },
    query(text, run) {
      // only inside a request: the jobs' and the change feed's queries would each be a trace of their own
      if (!api.trace.getSpan(api.context.active())) return run();
      const operation = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
      const span = tracer.startSpan(operation, {
        kind: api.SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.operation.name': operation,
          'db.query.text': text.length > MAX_QUERY_TEXT ? `${text.slice(0, MAX_QUERY_TEXT)}…` : text,
        },
      });
      return run().then(
        (result) => {
          span.end();
          return result;
        },
        (error: unknown) => {
          failed(span, error);
          span.end();
          throw error;
        },
      );
    },
    async shutdown() {
      installTracing(undefined);
      await sdk.shutdown();
    },
  };
  installTracing(tracing);
  return tracing;
}
