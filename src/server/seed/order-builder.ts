import { hexEncodeUtf8, type CardElement } from '../../shared/card-elements.ts';
import { generateVoucherCode } from '../evoucher/voucher-code.ts';
import type { evouchers, orderLines, orders, payments } from '../db/schema/index.ts';
import { daysAfter, daysAgo } from './context.ts';
import type { OrderPlan, VoucherFate } from './data/activity-plan.ts';
import { ORDER_PHRASES as PHRASES } from '../order/phrases.ts';
import { randomId } from '../platform/crypto.ts';
import { demoUrl, SAMPLE_PHOTO } from './data/assets.ts';
import { COUNTRY_ID } from './data/countries.ts';
import { DISCOUNT_CAMPAIGNS } from './data/discount-campaigns.ts';
import { MINOR_DIGITS, type CurrencyCode } from './data/money.ts';
import { GIFTCARDS } from './data/giftcards.ts';
import { productFor, type ProductSeed } from './data/products.ts';

export interface BuiltOrder {
  plan: OrderPlan;
  order: typeof orders.$inferInsert;
  lines: (typeof orderLines.$inferInsert)[];
  vouchers: (typeof evouchers.$inferInsert)[];
  payment?: typeof payments.$inferInsert;
  paidAt: Date | null;
}

const MINUTE = 60_000;
const at = (base: Date, minutes: number): Date => new Date(base.getTime() + minutes * MINUTE);

/** Per-unit campaign discount, as checkout computes it. */
export function unitDiscount(p: ProductSeed): number {
  const c = DISCOUNT_CAMPAIGNS.find((x) => x.id === p.campaignId);
  if (!c) return 0;
  return c.mode === 'percent' ? Math.round((p.price * c.value) / 100) : Math.min(c.value, p.price);
}

/** Order numbers read UG + the Singapore date + (1000 + id), like the ones reserve_order gives. */
const sgDate = (d: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(d)
    .replaceAll('-', '');

/** Points an order earns: one per whole currency unit paid. */
export const pointsEarned = (orderAmount: number, currency: CurrencyCode): number => Math.floor(orderAmount / 10 ** MINOR_DIGITS[currency]);

/** The card's elements with the sender's text, message, music and photo filled in. */
export function filledCard(plan: OrderPlan): CardElement[] {
  const g = plan.giftcard;
  if (!g) return [];
  const card = GIFTCARDS.find((c) => c.id === g.id);
  if (!card) throw new Error(`unknown giftcard ${g.id}`);
  return card.elements.map((el) => {
    if (el.type === 'text') return { ...el, content: hexEncodeUtf8(g.to) };
    if (el.type === 'message') return { ...el, content: hexEncodeUtf8(g.message) };
    if (el.type === 'music') return { ...el, content: String(g.music) };
    if (el.type === 'image') return { ...el, content: g.photo ? demoUrl(SAMPLE_PHOTO) : '' };
    return { ...el };
  });
}

function voucherStatus(fate: VoucherFate | undefined, expires: Date, now: Date): VoucherFate {
  if (fate) return fate;
  return expires.getTime() < now.getTime() ? 'Expired' : 'Active';
}

/** Rows for one planned order; line ids continue from firstLineId. */
export function buildOrder(plan: OrderPlan, now: Date, firstLineId: number, udollarCardId: number | null): BuiltOrder {
  const created = daysAgo(now, plan.createdDaysAgo);
  const isBasket = plan.paymentStatus === 'Basket';
  const paidAt = plan.paymentStatus === 'Paid' ? at(created, 4) : null;
  const market = plan.market ?? 'SG';
  const products = plan.lines.map((l) => productFor(market, l.offer));
  const currency = products[0].currency;
  const lines = plan.lines.map((l, i) => {
    const p = products[i];
    const discount = unitDiscount(p);
    return {
      id: firstLineId + i,
      order_id: plan.id,
      product_id: p.id,
      quantity: l.quantity,
      unit_price: p.price,
      unit_discount: discount,
      amount: (p.price - discount) * l.quantity,
      currency_code: p.currency,
      i18n: p.text,
      image: demoUrl(p.images[0]),
    };
  });
  const subTotal = lines.reduce((s, l) => s + l.unit_price * l.quantity, 0);
  const totalDiscount = lines.reduce((s, l) => s + l.unit_discount * l.quantity, 0);
  const udollarAmount = plan.udollar?.amount ?? 0;
  const orderNo = isBasket ? null : `UG${sgDate(created)}${String(1000 + plan.id)}`;
  const orderAmount = subTotal - totalDiscount - udollarAmount;
  // A given order's vouchers belong to the recipient (send_order and redeem_order hand them over).
  const given = plan.orderStatus === 'Gifted' || plan.orderStatus === 'Received';
  const ownerId = given && plan.recipientId !== null ? plan.recipientId : plan.memberId;
  const vouchers: (typeof evouchers.$inferInsert)[] = [];
  if (paidAt) {
    plan.lines.forEach((l, i) => {
      const p = products[i];
      if (p.isUdollar) return;
      const expires = daysAfter(paidAt, p.validityDays);
      for (let unit = 0; unit < l.quantity; unit++) {
        const status = voucherStatus(l.fates?.[unit], expires, now);
        vouchers.push({
          order_id: plan.id,
          order_line_id: lines[i].id,
          product_id: p.id,
          owner_member_id: ownerId,
          code_type: p.codeType,
          code: generateVoucherCode(p.codeType),
          status,
          expires_at: expires,
          created_at: paidAt,
          used_at: status === 'Used' ? at(paidAt, 8 * 1440 + 95) : null,
          expired_notified_at: status === 'Expired' ? expires : null,
        });
      }
    });
  }
  const order: typeof orders.$inferInsert = {
    id: plan.id,
    member_id: plan.memberId,
    order_no: orderNo,
    share_id: isBasket ? null : randomId(16),
    payment_status: plan.paymentStatus,
    order_status: plan.orderStatus,
    country_id: COUNTRY_ID[market],
    currency_code: currency,
    giftcard_id: plan.giftcard?.id ?? 0,
    giftcard_edit_parameter: filledCard(plan),
    billing_address: plan.memberId === 1 ? '12 Marina Boulevard, #18-05, Singapore 018982' : '',
    sub_total: subTotal,
    total_discount: totalDiscount,
    udollar_card_id: udollarCardId,
    udollar_amount: udollarAmount,
    order_amount: orderAmount,
    points: pointsEarned(orderAmount, currency),
    phrase: isBasket ? '' : PHRASES[plan.id % PHRASES.length],
    recipient_id: plan.recipientId,
    created_at: created,
    reserved_at: isBasket ? null : at(created, 1),
    paid_at: paidAt,
    gifted_at: plan.giftedDaysAgo !== undefined ? daysAgo(now, plan.giftedDaysAgo) : null,
    received_at: plan.receivedDaysAgo !== undefined ? daysAgo(now, plan.receivedDaysAgo) : null,
    cancelled_at: plan.paymentStatus === 'Cancelled' ? at(created, 60) : null,
  };
  const payment =
    plan.paymentStatus === 'Paid' || plan.paymentStatus === 'Pending'
      ? {
          order_id: plan.id,
          provider: 'demo',
          provider_ref: `demo_${orderNo}`,
          status: paidAt ? 'paid' : 'created',
          amount: orderAmount,
          currency_code: currency,
          created_at: at(created, 1),
          updated_at: paidAt ?? at(created, 1),
        }
      : undefined;
  return { plan, order, lines, vouchers, payment, paidAt };
}
