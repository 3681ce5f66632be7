import { and, asc, eq } from 'drizzle-orm';
import { evoucherSchemas } from '../../shared/api/schemas/evoucher.ts';
import { evouchers, orders } from '../db/schema/index.ts';
import { defineOption, requireMember } from '../http/context.ts';
import { notFound } from '../http/api-error.ts';
import { generateVoucherCode, isVoucherCodeType, type VoucherCodeType } from './voucher-code.ts';
import { effectiveStatus } from './voucher-status.ts';
import { inWalletOf } from './wallet-scope.ts';

/** Codes that are scanned from the screen are re-issued on refresh, so an earlier screenshot stops working. */
const REISSUED_TYPES: readonly VoucherCodeType[] = ['qrcode', 'barcode'];

/**
 * refresh_evoucher: re-evaluates each of the member's vouchers of an order line. One past its expiry is stored as
 * Expired (the expiry job still sends its notice); an active scanned code (qrcode, barcode) gets a new code.
 * Typed and linked codes (alphanumeric, url) never change, since the member may have copied them.
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
        .select({ id: evouchers.id, status: evouchers.status, expiresAt: evouchers.expires_at, codeType: evouchers.code_type })
        .from(evouchers)
        .innerJoin(orders, eq(orders.id, evouchers.order_id))
        .where(and(eq(evouchers.order_line_id, input.order_product_id), inWalletOf(memberId)))
        .orderBy(asc(evouchers.id))
        .for('update', { of: evouchers });
      if (rows.length === 0) throw notFound('Voucher');
      let expired = 0;
      let reissued = 0;
      for (const v of rows) {
        const status = effectiveStatus(v.status, v.expiresAt, ctx.now);
        if (status === 'Expired' && v.status !== 'Expired') {
          await tx.update(evouchers).set({ status: 'Expired' }).where(eq(evouchers.id, v.id));
          expired++;
        } else if (status === 'Active' && isVoucherCodeType(v.codeType) && REISSUED_TYPES.includes(v.codeType)) {
          await tx
            .update(evouchers)
            .set({ code: generateVoucherCode(v.codeType) })
            .where(eq(evouchers.id, v.id));
          reissued++;
        }
      }
      return { message: 'Voucher refreshed', expired, reissued };
    });
  },
});
