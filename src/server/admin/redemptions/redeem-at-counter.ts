import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.ts';
import type { Db } from '../../db/client.ts';
import { outlets, products, redemptions } from '../../db/schema/index.ts';
import { redeemVoucher } from '../../value/vouchers.ts';
import { ApiError, badInput } from '../../platform/api-error.ts';
import { randomId } from '../../platform/crypto.ts';
import { counterDateTime } from '../../platform/format-date.ts';
import { notify } from '../../notification/notify.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { RedemptionInput } from '../../../shared/admin/redemption.ts';
import type { StaffMember } from '../session/staff-session.ts';
import { outletAllowedFor } from './outlet-scope.ts';
import { counterState, findCounterVoucher, type CounterVoucherRow } from './counter-voucher.ts';

export const unknownCode = () =>
  new ApiError('not_found', 'No voucher of your brand has this code: check it and scan or type it again', { reason: 'unknown_code' });

/** Why a voucher cannot be redeemed now, or null when it can. */
export function refusal(v: CounterVoucherRow, now: Date): ApiError | null {
  switch (counterState(v, now)) {
    case 'Used':
      return new ApiError(
        'conflict',
        `Already redeemed${v.usedOutlet ? ` at ${v.usedOutlet}` : ''}${v.usedAt ? ` on ${counterDateTime(v.usedAt)}` : ''}`,
        { reason: 'voucher_used' },
      );
    case 'Expired':
      return new ApiError('conflict', 'This voucher has expired and can no longer be redeemed', { reason: 'voucher_expired' });
    case 'InGift':
      return new ApiError('conflict', 'This voucher is in a gift its recipient has not redeemed yet', { reason: 'voucher_in_gift' });
    case 'Void':
      return new ApiError('conflict', 'This voucher was cancelled and refunded', { reason: 'voucher_void' });
    default:
      return null;
  }
}

/** An outlet of the merchant's brand (and of their own outlets when they are tied to some). */
async function outletOf(db: Db, staff: StaffMember, brandId: number, outletId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: outlets.id, name: outlets.outlet_name })
    .from(outlets)
    .innerJoin(products, eq(products.id, outlets.product_id))
    .where(and(eq(outlets.id, outletId), eq(products.brand_id, brandId), outletAllowedFor(staff.id)));
  return row ?? null;
}

/**
 * Whether a voucher is good at an outlet (decision 0237): one of its product's own outlets (the same shop by name and
 * address, since outlets are kept per product); for a product that names no outlets, an outlet of its brand in the
 * voucher's own market. A brand's outlet in another market or currency is never one of them.
 */
async function goodAt(db: Db, voucher: CounterVoucherRow, outletId: number): Promise<boolean> {
  const rows = rowsOf<{ ok: boolean }>(
    await db.execute(sql`select case
        when exists (select 1 from outlets own where own.product_id = ${voucher.productId})
        then exists (select 1 from outlets own join outlets counter on counter.id = ${outletId}
          where own.product_id = ${voucher.productId} and own.outlet_name = counter.outlet_name and own.address = counter.address)
        else exists (select 1 from outlets counter join products p on p.id = counter.product_id
          where counter.id = ${outletId} and p.country_id = ${voucher.countryId})
      end as ok`),
  );
  return rows[0]?.ok === true;
}

export interface CounterOutcome {
  voucher: CounterVoucherRow;
  redemptionId: string;
  amount: number;
}

/**
 * Redeems a voucher at an outlet, in the caller's transaction. The voucher's row is locked first, so of two counters
 * (or a counter and a refund) on the same code at once the second waits and then sees it Used or Refunded; the
 * guarded UPDATE of redeemVoucher would refuse a double redemption or an overspend even without the lock.
 * A stored-value voucher is spent by `amount` (minor units) and is Used when nothing is left; any other voucher is
 * redeemed whole, for the face value it was sold with. The redemption row, its ledger posting (the brand's payable
 * less commission), the holder's notification and the voucher change commit together.
 */
export async function redeemAtCounter(
  tx: Db,
  staff: StaffMember,
  brandId: number,
  input: RedemptionInput,
  now: Date,
): Promise<CounterOutcome> {
  const voucher = await findCounterVoucher(tx, input.code, brandId, true);
  if (!voucher) throw unknownCode();
  const outlet = await outletOf(tx, staff, brandId, input.outlet_id);
  if (!outlet) throw badInput('outlet_id', 'is not one of your outlets');
  const refused = refusal(voucher, now);
  if (refused) throw refused;
  if (!(await goodAt(tx, voucher, outlet.id)))
    throw new ApiError('conflict', `This voucher is not valid at ${outlet.name}: it is redeemed at the outlets its terms name`, {
      reason: 'voucher_other_outlet',
    });

  if (voucher.storedValue && input.amount === undefined) throw badInput('amount', 'is required for a stored-value voucher');
  if (!voucher.storedValue && input.amount !== undefined)
    throw badInput('amount', 'is only for stored-value vouchers: this one is redeemed whole');
  if (voucher.storedValue && (input.amount ?? 0) > (voucher.balance ?? 0))
    throw badInput('amount', `must be at most the balance, ${formatMoney(voucher.balance ?? 0, voucher.currency)}`);
  const redemptionId = randomId();
  const done = await redeemVoucher(
    tx,
    { voucherId: voucher.id, amount: input.amount, outletId: outlet.id, staffId: staff.id, redemptionId },
    now,
  );
  if (!done) {
    if (voucher.storedValue) throw badInput('amount', 'is more than the balance left');
    throw new ApiError('conflict', 'Already redeemed', { reason: 'voucher_used' });
  }
  const amount = done.amount;
  const balanceAfter = voucher.storedValue ? done.voucher.balance : null;
  await tx.insert(redemptions).values({
    id: redemptionId,
    evoucher_id: voucher.id,
    brand_id: brandId,
    outlet_id: outlet.id,
    staff_id: staff.id,
    amount,
    currency_code: voucher.currency,
    balance_after: balanceAfter,
    created_at: now,
  });
  const product = { en: voucher.productI18n.en?.name ?? '', ...namesOf(voucher) };
  await notify(tx, {
    memberId: voucher.ownerId,
    type: 'redeemed_evoucher',
    relatedId: voucher.lineId,
    event: balanceAfter !== null && balanceAfter > 0 ? 'voucherSpent' : 'voucherRedeemed',
    params: {
      product,
      outlet: outlet.name,
      ...(balanceAfter !== null
        ? { amount: formatMoney(amount, voucher.currency), balance: formatMoney(balanceAfter, voucher.currency) }
        : {}),
    },
    now,
  });
  const fresh = await findCounterVoucher(tx, voucher.code, brandId);
  return { voucher: fresh ?? voucher, redemptionId, amount };
}

function namesOf(v: CounterVoucherRow): { cn?: string; jp?: string } {
  const i18n = v.productI18n as { cn?: { name?: string }; jp?: { name?: string } };
  return { ...(i18n.cn?.name ? { cn: i18n.cn.name } : {}), ...(i18n.jp?.name ? { jp: i18n.jp.name } : {}) };
}
