import type { StaffMember } from '../session/staff-session.ts';

/** What the admin routes know about a request once the staff guard has let it through. */
export interface AdminEnv {
  Variables: { staff: StaffMember };
}

export const STAFF_COOKIE = 'ugift_staff';
