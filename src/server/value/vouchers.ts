import { and, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands, evouchers, marketValueRules, orders, products } from '../db/schema/index.ts';
import { isLapseMode, type LapseMode } from '../../shared/admin/value-rule.ts';
import { createCard } from './udollar.ts';
import { payableAccount, shopAccount, voucherAccount } from '../ledger/accounts.ts';
import { post, type Leg } from '../ledger/post.ts';

/**
 * The one owner of e-voucher value (decision 0236): issuing, redeeming (whole or in part), expiring and refunding a
 * voucher go through here, each a guarded change of the voucher's row and a balanced ledger posting in the same
 * transaction. A voucher's terms (face value, currency, brand, stored value, expiry) are its own, fixed at the sale.
 */

type VoucherRow = typeof evouchers.$inferSelect;

/** What a voucher may still be claimed for: the stored value left, or its face value while it is Active. */
export function outstanding(v: Pick<VoucherRow, 'status' | 'stored_value' | 'balance' | 'face_value'>): number {
  if (v.status !== 'Active') return 0;
  return v.stored_value ? (v.balance ?? 0) : v.face_value;
}

export type NewVoucher = Omit<typeof evouchers.$inferInsert, 'id' | 'balance' | 'status'>;

/**
 * Inserts vouchers (a stored-value one starts with its face value as balance) and answers the legs that credit each
 * one's account; the caller posts them with what funds them.
 */
export async function createVouchers(tx: Db, rows: NewVoucher[]): Promise<{ ids: number[]; legs: Leg[] }> {
  if (rows.length === 0) return { ids: [], legs: [] };
  const made = await tx
    .insert(evouchers)
    .values(rows.map((r) => ({ ...r, status: 'Active', balance: r.stored_value ? r.face_value : null })))
    .returning();
  return { ids: made.map((v) => v.id), legs: made.map((v) => ({ account: voucherAccount(v), amount: -v.face_value })) };
}

export interface Redemption {
  voucher: VoucherRow;
  amount: number;
  commission: number;
}

/**
 * Redeems a voucher in the caller's transaction: a stored-value one by `amount` (Used when nothing is left), any
 * other whole. One guarded UPDATE decides (Active, unexpired, balance covers it, plus the caller's `guard`), so it is
 * right even without the caller's row lock. Posts the redemption: the voucher's value goes to what the brand is owed,
 * less Ugift's commission. Answers null when the UPDATE changed nothing (the caller says why).
 */
export async function redeemVoucher(
  tx: Db,
  input: {
    voucherId: number;
    /** minor units, for a stored-value voucher; undefined redeems whole */
    amount?: number;
    outletId?: number | null;
    staffId?: string | null;
    redemptionId?: string | null;
    guard?: SQL;
  },
  now: Date,
): Promise<Redemption | null> {
  const base = [eq(evouchers.id, input.voucherId), eq(evouchers.status, 'Active'), gt(evouchers.expires_at, now)];
  if (input.guard) base.push(input.guard);
  const where =
    input.amount === undefined
      ? and(...base, eq(evouchers.stored_value, false))
      : and(...base, eq(evouchers.stored_value, true), sql`${evouchers.balance} >= ${input.amount}`);
  const used = { status: 'Used', used_at: now, used_outlet_id: input.outletId ?? null, used_by_staff: input.staffId ?? null };
  const [voucher] =
    input.amount === undefined
      ? await tx.update(evouchers).set(used).where(where).returning()
      : await tx
          .update(evouchers)
          .set({
            balance: sql`${evouchers.balance} - ${input.amount}`,
            status: sql`case when ${evouchers.balance} - ${input.amount} = 0 then 'Used' else 'Active' end`,
            used_at: sql`case when ${evouchers.balance} - ${input.amount} = 0 then ${now.toISOString()}::timestamptz else null end`,
            used_outlet_id: sql`case when ${evouchers.balance} - ${input.amount} = 0 then ${input.outletId ?? null}::int else null end`,
            used_by_staff: sql`case when ${evouchers.balance} - ${input.amount} = 0 then ${input.staffId ?? null}::text else null end`,
          })
          .where(where)
          .returning();
  if (!voucher) return null;
  const amount = input.amount ?? voucher.face_value;
  const [brand] = await tx.select({ bp: brands.commission_bp }).from(brands).where(eq(brands.id, voucher.brand_id));
  const commission = commissionOf(amount, brand?.bp ?? 0);
  await post(
    tx,
    {
      kind: 'redemption',
      at: now,
      orderId: voucher.order_id,
      evoucherId: voucher.id,
      redemptionId: input.redemptionId ?? null,
      brandId: voucher.brand_id,
      outletId: input.outletId ?? 0,
      staffId: input.staffId ?? null,
    },
    [
      { account: voucherAccount(voucher), amount },
      { account: payableAccount(voucher.brand_id, voucher.currency_code), amount: -(amount - commission) },
      { account: shopAccount('commission', voucher.currency_code), amount: -commission },
    ],
  );
  return { voucher, amount, commission };
}

/** Ugift's share of a redemption, rounded half up to a minor unit. */
export function commissionOf(amount: number, basisPoints: number): number {
  return Math.round((amount * basisPoints) / 10_000);
}

/** Where a lapsed voucher's value went (decision 0262), for its notice: the uDollar card and its holder, if any. */
export interface Lapse {
  voucher: VoucherRow;
  /** what it still held, minor units */
  amount: number;
  to: LapseMode;
  /** the member whose uDollar got it (the holder, or the sender of a gift never opened) */
  udollarMemberId: number | null;
}

/** A lapsed voucher's uDollar credit lasts a year, as a refund's does. */
const LAPSE_CREDIT_DAYS = 365;

/**
 * Stores vouchers past their expiry as Expired (those `scope` picks, Active ones only) and moves what they still held
 * by their market's rule (decision 0262): to the holder's uDollar (the sender's when the gift was never opened), to
 * breakage, or back to the buyer. Answers the expired rows. The guarded UPDATE locks and re-checks each row, so a
 * redemption or refund running at the same moment either wins first or finds the voucher Expired; each voucher lapses
 * once, whichever server or run takes it.
 */
export async function expireVouchers(tx: Db, scope: SQL | undefined, now: Date, set: Partial<VoucherRow> = {}): Promise<VoucherRow[]> {
  return (await lapseVouchers(tx, scope, now, set)).map((l) => l.voucher);
}

/** expireVouchers, answering where each voucher's value went. */
export async function lapseVouchers(tx: Db, scope: SQL | undefined, now: Date, set: Partial<VoucherRow> = {}): Promise<Lapse[]> {
  // rows are locked in id order, the one order a refund takes them in; one a counter holds now is left for the next run
  const due = await tx
    .select({ id: evouchers.id })
    .from(evouchers)
    .where(and(eq(evouchers.status, 'Active'), lte(evouchers.expires_at, now), scope))
    .orderBy(evouchers.id)
    .for('no key update', { skipLocked: true });
  if (due.length === 0) return [];
  const rows = await tx
    .update(evouchers)
    .set({ ...set, status: 'Expired' })
    .where(
      and(
        inArray(
          evouchers.id,
          due.map((d) => d.id),
        ),
        eq(evouchers.status, 'Active'),
      ),
    )
    .returning();
  const lapses: Lapse[] = [];
  for (const v of rows) lapses.push(await lapseOne(tx, v, now));
  return lapses;
}

async function lapseOne(tx: Db, v: VoucherRow, now: Date): Promise<Lapse> {
  const left = v.stored_value ? (v.balance ?? 0) : v.face_value;
  const [facts] = await tx
    .select({ lapse: marketValueRules.lapse, buyer: orders.member_id, openedAt: orders.opened_at, country: products.country_id })
    .from(orders)
    .innerJoin(products, eq(products.id, v.product_id))
    .leftJoin(marketValueRules, eq(marketValueRules.country_id, sql`coalesce(${v.country_id ?? null}::int, ${products.country_id})`))
    .where(eq(orders.id, v.order_id));
  // a market without a rule keeps the shop's old behaviour: breakage
  const to: LapseMode = isLapseMode(facts?.lapse) ? facts.lapse : 'breakage';
  await tx.update(evouchers).set({ lapsed_to: to }).where(eq(evouchers.id, v.id));
  const refs = { kind: 'expiry' as const, at: now, orderId: v.order_id, evoucherId: v.id, brandId: v.brand_id };
  if (left === 0 || to === 'breakage' || !facts) {
    await post(tx, refs, [
      { account: voucherAccount(v), amount: left },
      { account: shopAccount('breakage', v.currency_code), amount: -left },
    ]);
    return { voucher: v, amount: left, to: facts ? to : 'breakage', udollarMemberId: null };
  }
  // refund: what the buyer paid for the unused part comes back to them as a refund's uDollar credit; udollar: all of it
  // to the holder, or to the sender while the gift was never opened by anyone else
  const neverOpened = v.owner_member_id !== facts.buyer && facts.openedAt === null;
  const memberId = to === 'refund' || neverOpened ? facts.buyer : v.owner_member_id;
  const paidShare = v.stored_value ? Math.floor((v.paid_value * left) / Math.max(v.face_value, 1)) : v.paid_value;
  const credit = to === 'refund' ? Math.min(paidShare, left) : left;
  const legs: Leg[] = [{ account: voucherAccount(v), amount: left }];
  let cardId: number | null = null;
  if (credit > 0) {
    const card = await createCard(
      tx,
      {
        memberId,
        orderId: v.order_id,
        currency: v.currency_code,
        country: v.country_id ?? facts.country,
        value: credit,
        paidValue: 0,
        expiresAt: new Date(now.getTime() + LAPSE_CREDIT_DAYS * 86_400_000),
        reason: to === 'refund' ? 'refund' : 'lapse',
      },
      now,
    );
    legs.push(...card.legs);
    cardId = card.id;
  }
  // a refund gives back what was paid; the discount the buyer had is the shop's promotion again
  if (left - credit > 0) legs.push({ account: shopAccount('promotions', v.currency_code), amount: -(left - credit) });
  // the card is named on the posting, so a later notice finds where the value went (runVoucherExpiry)
  await post(tx, { ...refs, udollarCardId: cardId }, legs);
  return { voucher: v, amount: credit, to, udollarMemberId: credit > 0 ? memberId : null };
}

/** Locks an order's vouchers in id order (the one lock order: order row, then vouchers, then uDollar cards). */
export async function lockVouchers(tx: Db, where: SQL): Promise<VoucherRow[]> {
  return tx.select().from(evouchers).where(where).orderBy(evouchers.id).for('no key update');
}

/**
 * Voids an Active voucher a refund takes back (its row locked by the caller): nothing already spent comes back, only
 * what it still holds. Answers the value released with its legs (the caller posts them with the refund), or null.
 */
export async function voidVoucher(
  tx: Db,
  voucherId: number,
  now: Date,
): Promise<{ voucher: VoucherRow; released: number; legs: Leg[] } | null> {
  const [before] = await tx
    .select()
    .from(evouchers)
    .where(and(eq(evouchers.id, voucherId), eq(evouchers.status, 'Active'), isNull(evouchers.refunded_at)));
  if (!before) return null;
  const released = outstanding(before);
  const [voucher] = await tx
    .update(evouchers)
    .set({ status: 'Refunded', refunded_at: now, ...(before.stored_value ? { balance: 0 } : {}) })
    .where(and(eq(evouchers.id, voucherId), eq(evouchers.status, 'Active')))
    .returning();
  if (!voucher) return null;
  return { voucher: before, released, legs: [{ account: voucherAccount(before), amount: released }] };
}
