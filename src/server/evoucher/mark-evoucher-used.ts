import { and, eq, gt } from 'drizzle-orm';
import { evoucherSchemas } from '../../shared/api/schemas/evoucher.ts';
import { evouchers, orders } from '../db/schema/index.ts';
import { defineOption, requireMember } from '../http/context.ts';
import { conflict, notFound } from '../http/api-error.ts';
import { voucherDate } from '../platform/format-date.ts';
import { effectiveStatus } from './voucher-status.ts';
import { inWalletOf } from './wallet-scope.ts';

/** mark_evoucher_used: the owner marks an active, unexpired voucher as used, once; the date is recorded. */
export const markEvoucherUsed = defineOption({
  group: 'evoucher',
  option: 'mark_evoucher_used',
  auth: 'member',
  schema: evoucherSchemas.mark_evoucher_used,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const [voucher] = await ctx.db
      .select({ id: evouchers.id, status: evouchers.status, expiresAt: evouchers.expires_at })
      .from(evouchers)
      .innerJoin(orders, eq(orders.id, evouchers.order_id))
      .where(and(eq(evouchers.id, input.order_evoucher_id), inWalletOf(memberId)));
    if (!voucher) throw notFound('Voucher');
    // The guarded update decides: only an Active voucher still before its expiry changes, whatever ran in between.
    const updated = await ctx.db.update(evouchers)
      .set({ status: 'Used', used_at: ctx.now })
      .where(and(eq(evouchers.id, voucher.id), eq(evouchers.status, 'Active'), gt(evouchers.expires_at, ctx.now)))
      .returning({ id: evouchers.id, usedAt: evouchers.used_at });
    if (updated.length === 0) {
      const [now] = await ctx.db.select({ status: evouchers.status, expiresAt: evouchers.expires_at }).from(evouchers).where(eq(evouchers.id, voucher.id));
      const status = effectiveStatus(now?.status ?? voucher.status, now?.expiresAt ?? voucher.expiresAt, ctx.now);
      if (status === 'Used') throw conflict('This voucher has already been used');
      throw conflict('This voucher has expired and can no longer be used');
    }
    return { message: 'Voucher marked as used', table: { id: voucher.id, status: 'Used', mark_used_date: voucherDate(updated[0].usedAt) } };
  },
});
