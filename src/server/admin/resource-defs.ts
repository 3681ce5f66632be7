import type { RestResource } from '../../shared/admin/resources.ts';
import { auditLogResource } from './audit-log/audit-log-resource.ts';
import { bannersResource } from './banners/banners-resource.ts';
import { broadcastsResource } from './broadcasts/broadcasts-resource.ts';
import { campaignsResource } from './campaigns/campaigns-resource.ts';
import { valueRulesResource } from './value-rules/value-rules-resource.ts';
import { brandCommissionsResource, financeDaysResource, liabilitiesResource, trialBalanceResource } from './finance/finance-resources.ts';
import { filterOptionsResource } from './filter-options/filter-options-resource.ts';
import { giftcardCategoriesResource, giftcardsResource } from './giftcards/giftcards-resource.ts';
import type { AdminResourceDef } from './http/resource-routes.ts';
import { brandsResource } from './brands/brands-resource.ts';
import { categoriesResource } from './categories/categories-resource.ts';
import { countriesResource } from './countries/countries-resource.ts';
import { membersResource } from './members/members-resource.ts';
import { musicResource } from './music/music-resource.ts';
import { ordersResource } from './orders/orders-resource.ts';
import { groupGiftsResource } from './group-gifts/group-gifts-resource.ts';
import { bulkGiftsResource } from './bulk-gifts/bulk-gifts-resource.ts';
import { outletsResource } from './outlets/outlets-resource.ts';
import { popupsResource } from './popups/popups-resource.ts';
import { productsResource } from './products/products-resource.ts';
import { merchantOutletsResource, redemptionDaysResource, redemptionsResource } from './redemptions/redemption-resources.ts';
import { settlementsResource } from './settlements/settlements-resource.ts';
import { staffResource } from './staff/staff-resource.ts';

/**
 * Each REST resource of shared/admin/resources.ts by its name (decision 0248): the compiler refuses a listed resource
 * without its definition here, and a definition under another name.
 */
export const RESOURCE_DEFS: { [K in RestResource]: AdminResourceDef } = {
  products: productsResource,
  categories: categoriesResource,
  brands: brandsResource,
  outlets: outletsResource,
  'filter-options': filterOptionsResource,
  campaigns: campaignsResource,
  banners: bannersResource,
  popups: popupsResource,
  giftcards: giftcardsResource,
  'giftcard-categories': giftcardCategoriesResource,
  music: musicResource,
  broadcasts: broadcastsResource,
  orders: ordersResource,
  'group-gifts': groupGiftsResource,
  'bulk-gifts': bulkGiftsResource,
  members: membersResource,
  redemptions: redemptionsResource,
  'redemption-days': redemptionDaysResource,
  'merchant-outlets': merchantOutletsResource,
  settlements: settlementsResource,
  staff: staffResource,
  'audit-log': auditLogResource,
  'trial-balance': trialBalanceResource,
  liabilities: liabilitiesResource,
  'finance-days': financeDaysResource,
  'brand-commissions': brandCommissionsResource,
  'value-rules': valueRulesResource,
  countries: countriesResource,
};
