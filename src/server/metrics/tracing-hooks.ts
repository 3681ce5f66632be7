/**
 * Where the app meets the optional tracing (decision 0273, 2026-11-28): a leaf with no OpenTelemetry import. The
 * tracing module (tracing.ts, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set) installs itself here; until then
 * every hook is one check of an unset variable, so a server without tracing runs as before.
 */

/** How a request ended, read once its handling is over. */
export interface RequestOutcome {
  status: number;
  /** api, admin or other, as the metrics count it (decision 0257) */
  kind: string;
  /** the API's group/option, the admin resource, or the page kind (site, readyz …) */
  name: string;
  /** what was thrown or refused while answering it, if anything */
  error?: unknown;
}

export interface Tracing {
  /** runs a request's handling inside a server span and ends the span with its outcome */
  request(method: string, headers: Headers, handle: () => Promise<RequestOutcome>): Promise<void>;
  /** runs a database query inside a span of its own when a request's span is current */
  query<T>(text: string, run: () => Promise<T>): Promise<T>;
  /** sends the spans still buffered and stops */
  shutdown(): Promise<void>;
}

let active: Tracing | undefined;

export function installTracing(tracing: Tracing | undefined): void {
  active = tracing;
}

export const currentTracing = (): Tracing | undefined => active;

/** A query, traced when tracing is on. */
export function traceQuery<T>(text: string, run: () => Promise<T>): Promise<T> {
  return active ? active.query(text, run) : run();
}

const errors = new WeakMap<Request, unknown>();

/** What an answered error was (an option's refusal or failure), for the request's span; nothing without tracing. */
export function noteRequestError(req: Request, error: unknown): void {
  if (active) errors.set(req, error);
}

export const requestErrorOf = (req: Request): unknown => errors.get(req);
