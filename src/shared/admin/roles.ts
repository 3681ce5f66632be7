/** The back office's roles (issue 12). Admin may do everything; the others only their sections. */
export const STAFF_ROLES = ['admin', 'catalogue', 'marketing', 'support', 'merchant', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Which roles, besides admin, may use each admin resource. The server enforces it; the console only hides menus. */
export const RESOURCE_ROLES = {
  products: ['catalogue'],
  banners: ['marketing'],
  popups: ['marketing'],
  orders: ['support'],
  members: ['support'],
  // group gifts (decision 0258): support sees them with their contributions, and cancels and refunds one
  'group-gifts': ['support'],
  staff: [],
  'audit-log': [],
  uploads: ['catalogue', 'marketing'],
  broadcasts: ['marketing'],
  // catalogue staff pick a product's discount campaign by name; only marketing changes campaigns (WRITE_ROLES)
  campaigns: ['marketing', 'catalogue'],
  music: ['marketing'],
  giftcards: ['marketing'],
  'giftcard-categories': ['marketing'],
  outlets: ['catalogue'],
  'filter-options': ['catalogue'],
  dashboard: ['catalogue', 'marketing', 'support', 'finance'],
  countries: ['catalogue', 'marketing', 'support', 'merchant'],
  brands: ['catalogue', 'marketing', 'support', 'merchant'],
  categories: ['catalogue', 'marketing'],
  // counter redemption (issue 13): merchants redeem their brand's vouchers; admins read every brand's
  redemptions: ['merchant'],
  'redemption-days': ['merchant'],
  'merchant-outlets': ['merchant'],
  // the books (decision 0236): merchants read their own brand's statements; finance reads the whole ledger
  settlements: ['merchant', 'finance'],
  'trial-balance': ['finance'],
  liabilities: ['finance'],
  'finance-days': ['finance'],
  reconciliation: ['finance'],
  'brand-commissions': ['finance'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type AdminResource = keyof typeof RESOURCE_ROLES;

/** Resources some roles may read (as a form's choices) but only these may change. */
export const WRITE_ROLES: Partial<Record<AdminResource, readonly StaffRole[]>> = {
  brands: ['catalogue'],
  categories: ['catalogue'],
  campaigns: ['marketing'],
  settlements: ['finance'],
  'brand-commissions': [],
};

export function mayUse(role: StaffRole, resource: AdminResource, write = false): boolean {
  if (role === 'admin') return true;
  const roles = (write ? WRITE_ROLES[resource] : undefined) ?? RESOURCE_ROLES[resource];
  return (roles as readonly StaffRole[]).includes(role);
}
