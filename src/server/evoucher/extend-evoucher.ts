import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { inTransaction } from '../db/transaction.ts';
import { evoucherSchemas } from '../../shared/api/schemas/evoucher.ts';
import { evouchers, marketValueRules, orders, products } from '../db/schema/index.ts';
import { defineOption, requireMember } from '../http/context.ts';
import { conflict, notFound } from '../platform/api-error.ts';
import { voucherDate } from '../platform/format-date.ts';
import { inWalletOf } from './wallet-scope.ts';

/**
 * extend_evoucher: the holder extends an active voucher once, by the days its market's rule allows (decision 0262).
 * One guarded UPDATE decides (holder, Active, unexpired, never extended), so two taps, a redemption or the lapse job
 * at the same moment leave it extended once or not at all. The expiry notices start again for the new date.
 */
export const extendEvoucher = defineOption({
  group: 'evoucher',
  option: 'extend_evoucher',
  auth: 'member',
  schema: evoucherSchemas.extend_evoucher,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const [voucher] = await ctx.db
      .select({
        id: evouchers.id,
        status: evouchers.status,
        expiresAt: evouchers.expires_at,
        extendedAt: evouchers.extended_at,
        days: marketValueRules.extension_days,
      })
      .from(evouchers)
      .innerJoin(orders, eq(orders.id, evouchers.order_id))
      .innerJoin(products, eq(products.id, evouchers.product_id))
      .leftJoin(marketValueRules, eq(marketValueRules.country_id, sql`coalesce(${evouchers.country_id}, ${products.country_id})`))
      .where(and(eq(evouchers.id, input.order_evoucher_id), inWalletOf(memberId)));
    if (!voucher) throw notFound('Voucher');
    const days = voucher.days ?? 0;
    if (days <= 0) throw conflict("This voucher's market does not offer an extension", undefined, 'extension_not_offered');
    const extended = await inTransaction(ctx.db, (tx) =>
      tx
        .update(evouchers)
        .set({
          expires_at: sql`${evouchers.expires_at} + ${`${days} days`}::interval`,
          extended_at: ctx.now,
          expiring_notified_at: null,
          early_notified_at: null,
        })
        .where(
          and(
            eq(evouchers.id, voucher.id),
            eq(evouchers.owner_member_id, memberId),
            eq(evouchers.status, 'Active'),
            gt(evouchers.expires_at, ctx.now),
            isNull(evouchers.extended_at),
          ),
        )
        .returning({ id: evouchers.id, expiresAt: evouchers.expires_at }),
    );
    if (extended.length === 0) {
      if (voucher.status === 'Used') throw conflict('This voucher has already been used', undefined, 'voucher_used');
      if (voucher.status !== 'Active' || voucher.expiresAt.getTime() <= ctx.now.getTime())
        throw conflict('This voucher has expired and can no longer be extended', undefined, 'voucher_expired');
      throw conflict('This voucher has already been extended once', undefined, 'already_extended');
    }
    const expiresAt = new Date(extended[0].expiresAt);
    return {
      message: `Voucher extended by ${days} days`,
      table: {
        id: extended[0].id,
        extension_days: days,
        expired_date: voucherDate(expiresAt),
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      },
    };
  },
});
