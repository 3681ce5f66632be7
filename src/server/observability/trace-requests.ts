import type { MiddlewareHandler } from 'hono';
import { requestLabels } from '../metrics/metrics.ts';
import { currentTracing, requestErrorOf } from '../metrics/tracing-hooks.ts';

/**
 * A span for every request that reaches the app, named by its group/option or admin resource as the metrics are
 * (decision 0273); without tracing it only calls the next handler. Guests' answers from the fast lane never reach
 * it, as they never reach the metrics (decision 0257).
 */
export const traceRequests: MiddlewareHandler = (c, next) => {
  const tracing = currentTracing();
  if (!tracing) return next();
  return tracing.request(c.req.method, c.req.raw.headers, async () => {
    await next();
    const { kind, name } = requestLabels(c.req.raw, c.req.path);
    return { status: c.res.status, kind, name, error: c.error ?? requestErrorOf(c.req.raw) };
  });
};
