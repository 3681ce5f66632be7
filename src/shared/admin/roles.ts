/** The back office's roles. Admin may do everything; the others only their sections (shared/admin/resources.ts). */
export const STAFF_ROLES = ['admin', 'catalogue', 'marketing', 'support', 'merchant', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
