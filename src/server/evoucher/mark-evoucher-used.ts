import { and, eq, sql } from 'drizzle-orm';
import { inTransaction } from '../db/transaction.ts';
import { redeemVoucher } from '../value/vouchers.ts';
import { evoucherSchemas } from '../../shared/api/schemas/evoucher.ts';
import { evouchers, orders } from '../db/schema/index.ts';
import { defineOption, requireMember } from '../http/context.ts';
import { conflict, notFound } from '../platform/api-error.ts';
import { voucherDate } from '../platform/format-date.ts';
import { effectiveStatus } from './voucher-status.ts';
import { inWalletOf } from './wallet-scope.ts';
import { redeemedAtCounter } from './counter-brand.ts';

/**
 * mark_evoucher_used: the owner marks an active, unexpired voucher as used, once; the date is recorded.
 * One guarded UPDATE decides (owner, wallet, Active, before expiry), so a gift or another mark running at the same
 * time cannot slip between a check and the write; only when it changes nothing is the voucher read to say why. It is
 * a redemption like the counter's: the value it held goes to what its brand is owed (decision 0236).
 */
export const markEvoucherUsed = defineOption({
  group: 'evoucher',
  option: 'mark_evoucher_used',
  auth: 'member',
  schema: evoucherSchemas.mark_evoucher_used,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const updated = await inTransaction(ctx.db, async (tx) => {
      // the one lock order (decision 0236): the order row, then the voucher; a refund takes them the same way
      const [target] = await tx
        .select({ orderId: evouchers.order_id })
        .from(evouchers)
        .where(and(eq(evouchers.id, input.order_evoucher_id), eq(evouchers.owner_member_id, memberId)));
      if (!target) return [];
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, target.orderId)).for('share');
      const [locked] = await tx
        .select({ storedValue: evouchers.stored_value, balance: evouchers.balance })
        .from(evouchers)
        .where(eq(evouchers.id, input.order_evoucher_id))
        .for('no key update');
      const done = await redeemVoucher(
        tx,
        {
          voucherId: input.order_evoucher_id,
          // a stored-value voucher marked used spends what is left of it
          amount: locked?.storedValue ? (locked.balance ?? 0) : undefined,
          guard: and(
            eq(evouchers.owner_member_id, memberId),
            // a brand with merchants redeems its vouchers at the counter
            sql`not ${redeemedAtCounter}`,
            // in the wallet: not part of an order sent to someone else (see wallet-scope.ts), nor of a gift scheduled for
            // later (decision 0210); the order row is share-locked above, so a gift being scheduled or sent decides first
            sql`exists (select 1 from ${orders} where ${orders.id} = ${evouchers.order_id} and (${orders.recipient_id} is null or ${orders.recipient_id} = ${memberId}) and ${orders.order_status} <> 'Scheduled')`,
          ),
        },
        ctx.now,
      );
      return done ? [{ id: done.voucher.id, usedAt: done.voucher.used_at ?? ctx.now }] : [];
    });
    if (updated.length === 0) {
      const [voucher] = await ctx.db
        .select({
          status: evouchers.status,
          expiresAt: evouchers.expires_at,
          atCounter: redeemedAtCounter,
          orderStatus: orders.order_status,
        })
        .from(evouchers)
        .innerJoin(orders, eq(orders.id, evouchers.order_id))
        .where(and(eq(evouchers.id, input.order_evoucher_id), inWalletOf(memberId)));
      if (!voucher) throw notFound('Voucher');
      if (voucher.orderStatus === 'Scheduled' && effectiveStatus(voucher.status, voucher.expiresAt, ctx.now) === 'Active')
        throw conflict('This voucher is part of a gift scheduled for later and cannot be used', undefined, 'gift_scheduled');
      if (voucher.atCounter && effectiveStatus(voucher.status, voucher.expiresAt, ctx.now) === 'Active')
        throw conflict("This voucher is redeemed at the shop's counter: show its code there", undefined, 'redeem_at_counter');
      if (effectiveStatus(voucher.status, voucher.expiresAt, ctx.now) === 'Used')
        throw conflict('This voucher has already been used', undefined, 'voucher_used');
      throw conflict('This voucher has expired and can no longer be used', undefined, 'voucher_expired');
    }
    return {
      message: 'Voucher marked as used',
      table: { id: updated[0].id, status: 'Used' as const, mark_used_date: voucherDate(updated[0].usedAt) },
    };
  },
});
