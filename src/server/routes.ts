import type { Hono } from 'hono';
import type { AppDeps } from './http/context.ts';

/** Routes outside the option protocol (cashier page, payment callbacks, uploaded media). Features append theirs. */
export const EXTRA_ROUTES: Array<(app: Hono, deps: AppDeps) => void> = [];
