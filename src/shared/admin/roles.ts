/** The back office's roles (issue 12). Admin may do everything; the others only their sections. */
export const STAFF_ROLES = ['admin', 'catalogue', 'marketing', 'support', 'merchant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Which roles, besides admin, may use each admin resource. The server enforces it; the console only hides menus. */
export const RESOURCE_ROLES = {
  products: ['catalogue'],
  banners: ['marketing'],
  popups: ['marketing'],
  orders: ['support'],
  members: ['support'],
  staff: [],
  'audit-log': [],
  uploads: ['catalogue', 'marketing'],
  countries: ['catalogue', 'marketing', 'support', 'merchant'],
  brands: ['catalogue', 'marketing', 'support', 'merchant'],
  categories: ['catalogue', 'marketing'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type AdminResource = keyof typeof RESOURCE_ROLES;

export function mayUse(role: StaffRole, resource: AdminResource): boolean {
  return role === 'admin' || (RESOURCE_ROLES[resource] as readonly StaffRole[]).includes(role);
}
