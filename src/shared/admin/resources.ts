import type { StaffRole } from './roles.ts';

/** The console's menu groups, in order (decision 0238). */
export const MENU_GROUPS = [
  { key: 'catalogue', title: 'Catalogue' },
  { key: 'marketing', title: 'Marketing' },
  { key: 'orders', title: 'Orders and members' },
  { key: 'counter', title: 'Counter' },
  { key: 'administration', title: 'Administration' },
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number]['key'];

/** One back-office resource: who may use its screens, who may only read it as a form's choices, who may change it. */
export interface ResourceEntry {
  name: string;
  /** roles besides admin that use its screens (and may change it unless `writeRoles` says otherwise) */
  roles: readonly StaffRole[];
  /** roles that may only read it, as the choices of another resource's form (no screen of their own) */
  readRoles?: readonly StaffRole[];
  /** roles besides admin that may change it, when not every one of `roles` may */
  writeRoles?: readonly StaffRole[];
  label: string;
  /** its place in the console's menu; null: no menu entry (read as choices, or not a list) */
  group: MenuGroup | null;
  /** mounted by its own routes rather than as a REST resource (server/admin/mount-admin.ts) */
  custom?: true;
}

/**
 * The one list of the back office's resources (decision 0248), in menu order. The server mounts each REST resource
 * from it (server/admin/resource-defs.ts), the admin OpenAPI document describes each, the console registers and
 * shows each (features/admin/resource-screens.ts), and `mayUse` answers from it. Adding a resource: one line here,
 * its schema in shared/admin/<name>.ts, its server folder admin/<name>/ and its screens in resources/<name>.tsx.
 */
export const ADMIN_RESOURCE_LIST = [
  { name: 'products', roles: ['catalogue'], label: 'Products', group: 'catalogue' },
  { name: 'categories', roles: ['catalogue'], readRoles: ['marketing'], label: 'Categories', group: 'catalogue' },
  { name: 'brands', roles: ['catalogue'], readRoles: ['marketing', 'support', 'merchant'], label: 'Brands', group: 'catalogue' },
  { name: 'outlets', roles: ['catalogue'], label: 'Outlets', group: 'catalogue' },
  { name: 'filter-options', roles: ['catalogue'], label: 'Interests and intentions', group: 'catalogue' },
  // catalogue staff pick a product's discount campaign by name; only marketing changes campaigns
  { name: 'campaigns', roles: ['marketing'], readRoles: ['catalogue'], label: 'Campaigns', group: 'marketing' },
  { name: 'banners', roles: ['marketing'], label: 'Banners', group: 'marketing' },
  { name: 'popups', roles: ['marketing'], label: 'Popups', group: 'marketing' },
  { name: 'giftcards', roles: ['marketing'], label: 'Card designs', group: 'marketing' },
  { name: 'giftcard-categories', roles: ['marketing'], label: 'Card design categories', group: null },
  { name: 'music', roles: ['marketing'], label: 'Music', group: 'marketing' },
  { name: 'broadcasts', roles: ['marketing'], label: 'Broadcasts', group: 'marketing' },
  { name: 'orders', roles: ['support'], label: 'Orders', group: 'orders' },
  // group gifts (decision 0258): support sees them with their contributions, and cancels and refunds one
  { name: 'group-gifts', roles: ['support'], label: 'Group gifts', group: 'orders' },
  { name: 'members', roles: ['support'], label: 'Members', group: 'orders' },
  // bulk gifts (decisions 0270, 0271): business staff prepare a batch for a member account; support reads them
  { name: 'bulk-gifts', roles: ['business', 'support'], writeRoles: ['business'], label: 'Business gifts', group: 'orders' },
  // the counter: merchants redeem their brand's vouchers; admins read every brand's
  { name: 'redemptions', roles: ['merchant'], label: 'Redemptions', group: 'counter' },
  { name: 'redemption-days', roles: ['merchant'], label: 'Redemptions per day', group: 'counter' },
  { name: 'merchant-outlets', roles: ['merchant'], label: 'Your outlets', group: null },
  // the books (decision 0236): merchants read their own brand's statements; finance reads the whole ledger
  { name: 'settlements', roles: ['merchant', 'finance'], writeRoles: ['finance'], label: 'Settlements', group: 'counter' },
  { name: 'staff', roles: [], label: 'Staff', group: 'administration' },
  { name: 'audit-log', roles: [], label: 'Audit log', group: 'administration' },
  { name: 'trial-balance', roles: ['finance'], label: 'Trial balance', group: 'administration' },
  { name: 'liabilities', roles: ['finance'], label: 'Liabilities', group: 'administration' },
  { name: 'finance-days', roles: ['finance'], label: 'Money per day', group: 'administration' },
  { name: 'brand-commissions', roles: ['finance'], writeRoles: [], label: 'Brand commissions', group: 'administration' },
  // each market's value rule (decision 0262): finance reads it; only admins change it
  { name: 'value-rules', roles: ['finance'], writeRoles: [], label: 'Value rules', group: 'administration' },
  { name: 'countries', roles: [], readRoles: ['catalogue', 'marketing', 'support', 'merchant'], label: 'Countries', group: null },
  { name: 'uploads', roles: ['catalogue', 'marketing'], label: 'Uploads', group: null, custom: true },
  { name: 'dashboard', roles: ['catalogue', 'marketing', 'support', 'finance'], label: 'Dashboard', group: null, custom: true },
  { name: 'reconciliation', roles: ['finance'], label: 'Reconciliation', group: null, custom: true },
] as const satisfies readonly ResourceEntry[];

type Listed = (typeof ADMIN_RESOURCE_LIST)[number];
export type AdminResource = Listed['name'];
/** The resources mounted as REST resources (list, read and, when they have them, create, save, delete). */
export type RestResource = Exclude<Listed, { custom: true }>['name'];

const BY_NAME = new Map<string, ResourceEntry>(ADMIN_RESOURCE_LIST.map((r) => [r.name, r]));

export function resourceEntry(name: AdminResource): ResourceEntry {
  return BY_NAME.get(name) as ResourceEntry;
}

/** Every role besides admin that may read the resource (its screens' roles and its choice readers). */
export function readersOf(name: AdminResource): readonly StaffRole[] {
  const entry = resourceEntry(name);
  return [...entry.roles, ...(entry.readRoles ?? [])];
}

/** The server enforces it; the console only hides what a role may not use. */
export function mayUse(role: StaffRole, resource: AdminResource, write = false): boolean {
  if (role === 'admin') return true;
  const entry = resourceEntry(resource);
  const roles = write ? (entry.writeRoles ?? entry.roles) : readersOf(resource);
  return roles.includes(role);
}

/** Whether the role gets the resource's screens (not only its records as a form's choices). */
export const hasScreens = (role: StaffRole, resource: AdminResource): boolean =>
  role === 'admin' || resourceEntry(resource).roles.includes(role);
