import { and, asc, eq } from 'drizzle-orm';
import { evoucherSchemas } from '../../shared/api/schemas/evoucher.ts';
import { evouchers, orders } from '../db/schema/index.ts';
import { defineOption, requireMember } from '../http/context.ts';
import { notFound } from '../platform/api-error.ts';
import { effectiveStatus } from './voucher-status.ts';
import { inWalletOf } from './wallet-scope.ts';
import { expireVouchers } from '../value/vouchers.ts';

/**
 * refresh_evoucher: re-evaluates each of the member's vouchers of an order line. One past its expiry is stored as
 * Expired (the expiry job still sends its notice). A code never changes here: silently swapping the code the shopper
 * may have shown or copied was a surprise. Codes change only when a gift changes hands (decision 0080),
 * which the gift screens say. `reissued` stays in the answer, always 0.
 */
export const refreshEvoucher = defineOption({
  group: 'evoucher',
  option: 'refresh_evoucher',
  auth: 'member',
  schema: evoucherSchemas.refresh_evoucher,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    return ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: evouchers.id, status: evouchers.status, expiresAt: evouchers.expires_at })
        .from(evouchers)
        .innerJoin(orders, eq(orders.id, evouchers.order_id))
        .where(and(eq(evouchers.order_line_id, input.order_product_id), inWalletOf(memberId)))
        .orderBy(asc(evouchers.id))
        .for('no key update', { of: evouchers });
      if (rows.length === 0) throw notFound('Voucher');
      let expired = 0;
      for (const v of rows) {
        const status = effectiveStatus(v.status, v.expiresAt, ctx.now);
        if (status === 'Expired' && v.status !== 'Expired') {
          expired += (await expireVouchers(tx, eq(evouchers.id, v.id), ctx.now)).length;
        }
      }
      return { message: 'Voucher refreshed', expired, reissued: 0 };
    });
  },
});
