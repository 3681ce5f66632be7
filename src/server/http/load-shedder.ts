import type { Context, MiddlewareHandler } from 'hono';
import { loadShedRefusals } from '../observability/metrics.ts';
import { ApiError } from '../platform/api-error.ts';

export interface LoadLimits {
  /** API requests handled at once; the rest wait in the queue */
  maxInFlight: number;
  /** requests that may wait; past it the answer is 503 at once */
  maxQueue: number;
  /** how long a request may wait for its turn before it gets 503 */
  maxQueueWaitMs: number;
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

function busy(c: Context, retryAfterSeconds: number): Response {
  loadShedRefusals.inc();
  const error = new ApiError('unavailable', 'The shop is very busy right now. Please try again in a moment.', { reason: 'busy' });
  return c.json(error.toBody(), 503, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Sheds load before requests pile up (docs/decisions/0094): at most maxInFlight API requests run at once, at most
 * maxQueue wait, none longer than maxQueueWaitMs. The others get 503 `unavailable` with Retry-After, at once, instead
 * of a p99 of half a minute.
 */
export function loadShedder(limits: LoadLimits): MiddlewareHandler & { stats(): { inFlight: number; queued: number } } {
  let inFlight = 0;
  const queue: Waiter[] = [];
  const retryAfter = Math.max(1, Math.ceil(limits.maxQueueWaitMs / 1000));

  const release = () => {
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit(); // the slot passes straight to the next waiter
    } else inFlight--;
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (inFlight < limits.maxInFlight) inFlight++;
    else {
      if (queue.length >= limits.maxQueue) return busy(c, retryAfter);
      const admitted = await new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          admit: () => resolve(true),
          timer: setTimeout(() => {
            const at = queue.indexOf(waiter);
            if (at >= 0) queue.splice(at, 1);
            resolve(false);
          }, limits.maxQueueWaitMs),
        };
        queue.push(waiter);
      });
      if (!admitted) return busy(c, retryAfter);
    }
    try {
      await next();
    } finally {
      release();
    }
  };
  return Object.assign(middleware, { stats: () => ({ inFlight, queued: queue.length }) });
}
