import { sql, type SQL } from 'drizzle-orm';
import { outlets } from '../../db/schema/index.ts';

/**
 * The outlets a staff member may redeem at: every outlet when they are tied to none, else only their own
 * (staff_outlets). The brand is checked beside it by the caller. One condition for the counter's outlet list and
 * for the redemption itself, so the two never disagree.
 */
export function outletAllowedFor(staffId: string): SQL {
  return sql`(not exists (select 1 from staff_outlets so where so.staff_id = ${staffId})
    or exists (select 1 from staff_outlets so where so.staff_id = ${staffId} and so.outlet_id = ${outlets.id}))`;
}
