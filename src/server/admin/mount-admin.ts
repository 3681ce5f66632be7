import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BASE } from '../../shared/base-path.ts';
import type { AppDeps } from '../http/context.ts';
import { MAX_BODY_BYTES } from '../http/body.ts';
import { ApiError } from '../platform/api-error.ts';
import { auditLogResource } from './audit-log/audit-log-resource.ts';
import { broadcastsResource } from './broadcasts/broadcasts-resource.ts';
import { campaignsResource } from './campaigns/campaigns-resource.ts';
import { musicResource } from './music/music-resource.ts';
import { giftcardCategoriesResource, giftcardsResource } from './giftcards/giftcards-resource.ts';
import { outletsResource } from './outlets/outlets-resource.ts';
import { filterOptionsResource } from './filter-options/filter-options-resource.ts';
import { mountDashboard } from './dashboard/dashboard-route.ts';
import { brandsResource, categoriesResource, countriesResource } from './lookups/lookup-resources.ts';
import { bannersResource } from './banners/banners-resource.ts';
import { popupsResource } from './banners/popups-resource.ts';
import type { AdminEnv } from './http/admin-env.ts';
import { mountResource, type AdminResourceDef } from './http/resource-routes.ts';
import { staffGuard } from './http/staff-guard.ts';
import { membersResource } from './members/members-resource.ts';
import { adminOpenApi, adminReferencePage } from './openapi/admin-openapi.ts';
import { mountOrderActions, ordersResource } from './orders/orders-resource.ts';
import { productsResource } from './products/products-resource.ts';
import { mountRedemptionActions } from './redemptions/redemption-routes.ts';
import { merchantOutletsResource, redemptionDaysResource, redemptionsResource } from './redemptions/redemption-resources.ts';
import { mountSession } from './session/session-routes.ts';
import { mountTotp, totpRequiredGuard } from './session/totp-routes.ts';
import { staffResource } from './staff/staff-resource.ts';
import { brandCommissionsResource, financeDaysResource, liabilitiesResource, trialBalanceResource } from './finance/finance-resources.ts';
import { mountReconciliation } from './finance/reconciliation-route.ts';
import { mountSettlementActions, mountSettlementExport, settlementsResource } from './settlements/settlements-resource.ts';
import { mountUploads } from './uploads-route.ts';

export const ADMIN_API = `${BASE}/admin/api`;

/** Every admin resource, in the console's menu order. */
export const ADMIN_RESOURCES: AdminResourceDef[] = [
  productsResource,
  bannersResource,
  popupsResource,
  campaignsResource,
  musicResource,
  giftcardsResource,
  giftcardCategoriesResource,
  outletsResource,
  filterOptionsResource,
  ordersResource,
  membersResource,
  staffResource,
  auditLogResource,
  broadcastsResource,
  countriesResource,
  brandsResource,
  categoriesResource,
  redemptionsResource,
  redemptionDaysResource,
  merchantOutletsResource,
  settlementsResource,
  trialBalanceResource,
  liabilitiesResource,
  financeDaysResource,
  brandCommissionsResource,
] as AdminResourceDef[];

/**
 * The back office's API under /UgiftWeb/admin/api (issue 12): its own session (a staff cookie, never a member token),
 * the Origin checked on every change, each role enforced on the server, every change audited in its transaction.
 */
export function mountAdmin(app: Hono, deps: AppDeps): void {
  const api = new Hono<AdminEnv>();
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(new ApiError('payload_too_large', 'The request is too large').toBody(), 413),
    }),
  );
  let doc: Record<string, unknown> | null = null;
  const document = () => {
    doc ??= adminOpenApi(ADMIN_RESOURCES);
    return doc;
  };
  api.get('/openapi.json', (c) => c.json(document()));
  api.get('/reference', (c) => c.html(adminReferencePage(document())));
  mountSession(api, deps);
  api.use('*', staffGuard(deps));
  api.use('*', totpRequiredGuard(deps));
  mountTotp(api, deps);
  // the settlement export's fixed path goes before the resource's /:id
  mountSettlementExport(api, deps);
  for (const resource of ADMIN_RESOURCES) mountResource(api, deps, resource);
  mountOrderActions(api, deps);
  mountRedemptionActions(api, deps);
  mountSettlementActions(api, deps);
  mountReconciliation(api, deps);
  mountUploads(api, deps);
  mountDashboard(api, deps);
  api.notFound((c) => c.json(new ApiError('not_found', 'unknown admin API path').toBody(), 404));
  api.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.toBody(), err.status as 400);
    deps.logger.error({ err, path: c.req.path }, 'admin API error');
    return c.json(new ApiError('internal', 'Something went wrong on our side. Please try again.').toBody(), 500);
  });
  app.route(ADMIN_API, api);
}
