import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BASE } from '../../shared/base-path.ts';
import type { AppDeps } from '../http/context.ts';
import { MAX_BODY_BYTES } from '../http/body.ts';
import { ApiError } from '../platform/api-error.ts';
import { mountDashboard } from './dashboard/dashboard-route.ts';
import type { AdminEnv } from './http/admin-env.ts';
import { mountResource, type AdminResourceDef } from './http/resource-routes.ts';
import { ADMIN_RESOURCE_LIST, type RestResource } from '../../shared/admin/resources.ts';
import { RESOURCE_DEFS } from './resource-defs.ts';
import { staffGuard } from './http/staff-guard.ts';
import { adminOpenApi, adminReferencePage } from './openapi/admin-openapi.ts';
import { mountOrderActions } from './orders/orders-resource.ts';
import { mountGiftEmailActions } from './orders/gift-email-actions.ts';
import { mountGroupGiftActions } from './group-gifts/group-gifts-resource.ts';
import { mountRedemptionActions } from './redemptions/redemption-routes.ts';
import { mountSession } from './session/session-routes.ts';
import { mountTotp, totpRequiredGuard } from './session/totp-routes.ts';
import { mountReconciliation } from './finance/reconciliation-route.ts';
import { mountSettlementActions } from './settlements/settlements-resource.ts';
import { mountUploads } from './uploads-route.ts';
import { loadShedder } from '../http/load-shedder.ts';
import { clientIp } from '../http/client-ip.ts';
import { recordAttempt } from './audit/audit-service.ts';
import type { StaffMember } from './session/staff-session.ts';
import { dataError } from './http/data-error.ts';
import { closeIfBodyUnread } from '../http/unread-body.ts';

export const ADMIN_API = `${BASE}/admin/api`;

/** Refusals that leave a trace (decision 0237): what a signed-in staff member may not do, and refused uploads. */
const AUDITED_REFUSALS = new Set([403, 413, 415]);
/** Refused money actions leave a trace too: an order refund refused because a group gift pays the order (0260). */
const AUDITED_REASONS = new Set(['group_gift_order']);

async function auditRefusal(deps: AppDeps, c: Context<AdminEnv>, err: ApiError): Promise<void> {
  const staff = c.get('staff') as StaffMember | undefined;
  try {
    await recordAttempt(deps.db, {
      staffId: staff?.id ?? null,
      email: staff?.email ?? '',
      action: 'refused',
      resource: c.req.path.replace(ADMIN_API, '').split('/')[1] ?? '',
      detail: { method: c.req.method, path: c.req.path, status: err.status, reason: err.reason ?? null },
      ip: clientIp(c, deps.config.trustProxy),
      userAgent: c.req.header('user-agent') ?? '',
      at: deps.clock(),
    });
  } catch (error) {
    deps.logger.error({ err: error }, 'could not audit a refusal');
  }
}

/** Every REST resource of the one list (shared/admin/resources.ts), in its order. */
export const ADMIN_RESOURCES: AdminResourceDef[] = ADMIN_RESOURCE_LIST.filter((r) => !('custom' in r)).map((r) => {
  const def: AdminResourceDef = RESOURCE_DEFS[r.name as RestResource];
  if (def.name !== r.name) throw new Error(`the resource listed as ${r.name} is defined as ${def.name}`);
  return def;
});

/**
 * The back office's API under /UgiftWeb/admin/api: its own session (a staff cookie, never a member token),
 * the Origin checked on every change, each role enforced on the server, every change audited in its transaction.
 */
export function mountAdmin(app: Hono, deps: AppDeps): void {
  const api = new Hono<AdminEnv>();
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        closeIfBodyUnread(c);
        return c.json(new ApiError('payload_too_large', 'The request is too large').toBody(), 413);
      },
    }),
  );
  // staff answers are never stored by a browser or a proxy (decision 0237)
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // the back office's own bounded lane: a burst of staff reports waits here, never in the shop's lane
  api.use('*', loadShedder(deps.config.adminLoad));
  let doc: Record<string, unknown> | null = null;
  const document = () => {
    doc ??= adminOpenApi(ADMIN_RESOURCES);
    return doc;
  };
  // on a public (https) deployment the API's own description is for signed-in staff only
  const docsGuard: MiddlewareHandler<AdminEnv> = deps.config.publicBaseUrl.startsWith('https://') ? staffGuard(deps) : (_c, next) => next();
  api.get('/openapi.json', docsGuard, (c) => c.json(document()));
  api.get('/reference', docsGuard, (c) => c.html(adminReferencePage(document())));
  mountSession(api, deps);
  api.use('*', staffGuard(deps));
  api.use('*', totpRequiredGuard(deps));
  mountTotp(api, deps);
  for (const resource of ADMIN_RESOURCES) mountResource(api, deps, resource);
  mountOrderActions(api, deps);
  mountGiftEmailActions(api, deps);
  mountGroupGiftActions(api, deps);
  mountRedemptionActions(api, deps);
  mountSettlementActions(api, deps);
  mountReconciliation(api, deps);
  mountUploads(api, deps);
  mountDashboard(api, deps);
  api.notFound((c) => c.json(new ApiError('not_found', 'unknown admin API path').toBody(), 404));
  api.onError(async (err, c) => {
    if (err instanceof ApiError) {
      if (AUDITED_REFUSALS.has(err.status) || AUDITED_REASONS.has(err.reason ?? '')) await auditRefusal(deps, c, err);
      const retry = err.extra?.retry_after;
      return c.json(err.toBody(), err.status as 400, {
        'Cache-Control': 'no-store',
        ...(typeof retry === 'number' ? { 'Retry-After': String(retry) } : {}),
      });
    }
    const mapped = dataError(err);
    if (mapped) return c.json(mapped.toBody(), mapped.status as 400, { 'Cache-Control': 'no-store' });
    deps.logger.error({ err, path: c.req.path }, 'admin API error');
    return c.json(new ApiError('internal', 'Something went wrong on our side. Please try again.').toBody(), 500, {
      'Cache-Control': 'no-store',
    });
  });
  app.route(ADMIN_API, api);
}
