import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evouchers, members, orders, outlets, products } from '../../db/schema/index.ts';
import { maskedPhone } from '../../../shared/masked-phone.ts';
import type { VoucherAtCounter, VoucherState } from '../../../shared/admin/redemption.ts';
import { redemptionHistory } from '../../evoucher/redemption-history.ts';
import { counterCodeCandidates } from './counter-code.ts';

/** A voucher as the counter needs it to decide, with what the counter shows. */
export interface CounterVoucherRow {
  id: number;
  code: string;
  status: string;
  expiresAt: Date;
  usedAt: Date | null;
  balance: number | null;
  ownerId: number;
  orderId: number;
  lineId: number;
  productId: number;
  countryId: number | null;
  brandId: number;
  productI18n: { en?: { name?: string } };
  productImage: string;
  faceValue: number;
  currency: string;
  storedValue: boolean;
  recipientId: number | null;
  orderStatus: string;
  holderName: string;
  holderPrefix: string | null;
  holderNumber: string | null;
  usedOutlet: string | null;
}

/** The holder's name as a stranger at a counter may see it: "Ta•••• K." or a masked phone number. */
export function maskedHolder(name: string, prefix: string | null, number: string | null): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return maskedPhone(prefix, number);
  const first = `${words[0].slice(0, 2)}••••`;
  return words.length > 1 ? `${first} ${words[words.length - 1][0].toUpperCase()}.` : first;
}

/**
 * The voucher a code stands for, if it is of this brand; null otherwise (an unknown code and another brand's code
 * are the same to the counter). `lock` takes the row for the redeeming transaction.
 */
export async function findCounterVoucher(db: Db, code: string, brandId: number, lock = false): Promise<CounterVoucherRow | null> {
  const query = db
    .select({
      id: evouchers.id,
      code: evouchers.code,
      status: evouchers.status,
      expiresAt: evouchers.expires_at,
      usedAt: evouchers.used_at,
      balance: evouchers.balance,
      ownerId: evouchers.owner_member_id,
      orderId: evouchers.order_id,
      lineId: evouchers.order_line_id,
      productId: evouchers.product_id,
      countryId: evouchers.country_id,
      brandId: evouchers.brand_id,
      productI18n: products.i18n,
      productImage: products.image,
      // the terms the voucher was sold with, never today's product row (decision 0236)
      faceValue: evouchers.face_value,
      currency: evouchers.currency_code,
      storedValue: evouchers.stored_value,
      recipientId: orders.recipient_id,
      orderStatus: orders.order_status,
      holderName: members.name,
      holderPrefix: members.phone_prefix,
      holderNumber: members.phone_number,
      usedOutlet: outlets.outlet_name,
    })
    .from(evouchers)
    .innerJoin(products, eq(products.id, evouchers.product_id))
    .innerJoin(orders, eq(orders.id, evouchers.order_id))
    .innerJoin(members, eq(members.id, evouchers.owner_member_id))
    .leftJoin(outlets, eq(outlets.id, evouchers.used_outlet_id))
    .where(and(inArray(evouchers.code, counterCodeCandidates(code)), eq(evouchers.brand_id, brandId)))
    .limit(1);
  if (lock) {
    // Lock the voucher's row first, then read it whole: a counter that waited for another's redemption reads the
    // committed row and what it joins (the outlet it was used at), which a locking join would not re-read.
    const locked = await db
      .select({ id: evouchers.id })
      .from(evouchers)
      .where(inArray(evouchers.code, counterCodeCandidates(code)))
      .orderBy(evouchers.id)
      .for('no key update');
    if (locked.length === 0) return null;
  }
  const [row] = await query;
  return (row as CounterVoucherRow | undefined) ?? null;
}

/** Order states whose vouchers still travel as a gift: shared by link, scheduled, or waiting for a phone to register. */
const TRAVELLING = ['gift', 'Scheduled', 'Waiting'];

/**
 * Still travelling as a gift: sent to a friend, shared by link, scheduled for later or waiting for a phone number's
 * member (decision 0210), and not yet redeemed by its recipient.
 */
export function inGift(v: Pick<CounterVoucherRow, 'recipientId' | 'ownerId' | 'orderStatus'>): boolean {
  if (v.recipientId !== null) return v.recipientId !== v.ownerId;
  return TRAVELLING.includes(v.orderStatus);
}

export function counterState(v: CounterVoucherRow, now: Date): VoucherState {
  // a refunded voucher, or one its recipient swapped for another product (decision 0265), is void
  if (v.status === 'Refunded' || v.status === 'Swapped') return 'Void';
  if (v.status === 'Used') return 'Used';
  if (v.status === 'Expired' || v.expiresAt.getTime() <= now.getTime()) return 'Expired';
  if (inGift(v)) return 'InGift';
  return 'Active';
}

export async function presentCounterVoucher(db: Db, v: CounterVoucherRow, now: Date): Promise<VoucherAtCounter> {
  const state = counterState(v, now);
  return {
    code: v.code,
    product_name: v.productI18n.en?.name ?? '',
    product_image: v.productImage,
    currency_code: v.currency,
    value: v.faceValue,
    stored_value: v.storedValue,
    // a balance is only what can still be spent: none once the voucher is used, expired or void (decision 0236)
    balance: v.storedValue && (state === 'Active' || state === 'InGift') ? (v.balance ?? 0) : null,
    holder: maskedHolder(v.holderName, v.holderPrefix, v.holderNumber),
    expires_at: v.expiresAt.toISOString(),
    state,
    used_at: v.usedAt ? v.usedAt.toISOString() : null,
    used_outlet: v.usedOutlet,
    redemptions: ((await redemptionHistory(db, [v.id])).get(v.id) ?? []).map((r) => ({
      at: r.at.toISOString(),
      outlet_name: r.outlet,
      amount: r.amount,
    })),
  };
}
