/** The back office's roles. Admin may do everything; the others only their sections (shared/admin/resources.ts). */
/** business: prepares bulk gift batches for a company's member account, who pays for them (decision 0271) */
export const STAFF_ROLES = ['admin', 'catalogue', 'marketing', 'support', 'merchant', 'finance', 'business'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
