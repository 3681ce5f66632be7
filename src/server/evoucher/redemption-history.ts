import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outlets, redemptions } from '../db/schema/index.ts';

export interface HeldRedemption {
  at: Date;
  outlet: string;
  amount: number;
}

/** The counter redemptions of some vouchers, newest first, by voucher. */
export async function redemptionHistory(db: Db, evoucherIds: number[]): Promise<Map<number, HeldRedemption[]>> {
  const out = new Map<number, HeldRedemption[]>();
  if (evoucherIds.length === 0) return out;
  const rows = await db
    .select({ evoucherId: redemptions.evoucher_id, at: redemptions.created_at, outlet: outlets.outlet_name, amount: redemptions.amount })
    .from(redemptions)
    .innerJoin(outlets, eq(outlets.id, redemptions.outlet_id))
    .where(inArray(redemptions.evoucher_id, evoucherIds))
    .orderBy(desc(redemptions.created_at), desc(redemptions.seq));
  for (const r of rows) out.set(r.evoucherId, [...(out.get(r.evoucherId) ?? []), { at: r.at, outlet: r.outlet, amount: r.amount }]);
  return out;
}
