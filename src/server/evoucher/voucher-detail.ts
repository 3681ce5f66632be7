import { and, asc, eq, sql } from 'drizzle-orm';
import type { DetailVoucher, VoucherCodeKind, VoucherDetail } from '../../shared/api/schemas/evoucher.ts';
import type { Db } from '../db/client.ts';
import { evouchers, marketValueRules, orderLines, orders, outlets, products } from '../db/schema/index.ts';
import { notFound } from '../platform/api-error.ts';
import { apiDateTime, voucherDate } from '../platform/format-date.ts';
import { redemptionHistory } from './redemption-history.ts';
import { redeemedAtCounter } from './counter-brand.ts';
import { codeImage } from './code-image.ts';
import { lineText, type ContentLang } from './line-text.ts';
import { safeHtml } from '../platform/safe-html.ts';
import { effectiveStatus } from './voucher-status.ts';
import { inWalletOf } from './wallet-scope.ts';

/** The member's vouchers of one order line (order product), or 404 when they hold none of it (detail_evoucher adds wallet_passes). */
export async function loadVoucherDetail(
  db: Db,
  memberId: number,
  lineId: number,
  lang: ContentLang,
  now: Date,
): Promise<Omit<VoucherDetail, 'wallet_passes'>> {
  const rows = await db
    .select({
      id: evouchers.id,
      status: evouchers.status,
      expiresAt: evouchers.expires_at,
      usedAt: evouchers.used_at,
      codeType: evouchers.code_type,
      code: evouchers.code,
      balance: evouchers.balance,
      usedOutlet: outlets.outlet_name,
      // the terms it was sold with (decision 0236)
      storedValue: evouchers.stored_value,
      atCounter: redeemedAtCounter,
      currency: evouchers.currency_code,
      orderId: orderLines.order_id,
      lineImage: orderLines.image,
      lineI18n: orderLines.i18n,
      productId: products.id,
      productImage: products.image,
      productI18n: products.i18n,
      extendedAt: evouchers.extended_at,
      extensionDays: marketValueRules.extension_days,
    })
    .from(evouchers)
    .innerJoin(orders, eq(orders.id, evouchers.order_id))
    .innerJoin(orderLines, eq(orderLines.id, evouchers.order_line_id))
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .leftJoin(outlets, eq(outlets.id, evouchers.used_outlet_id))
    .leftJoin(marketValueRules, eq(marketValueRules.country_id, sql`coalesce(${evouchers.country_id}, ${products.country_id})`))
    .where(and(eq(evouchers.order_line_id, lineId), inWalletOf(memberId)))
    .orderBy(asc(evouchers.id));
  const first = rows[0];
  if (!first) throw notFound('Voucher');

  const name = lineText(first.lineI18n, first.productI18n, lang, 'name');
  const history = await redemptionHistory(
    db,
    rows.map((r) => r.id),
  );
  const image = first.lineImage || first.productImage;
  const order_evouchers: DetailVoucher[] = await Promise.all(
    rows.map(async (v) => {
      const status = effectiveStatus(v.status, v.expiresAt, now);
      // An expired voucher's code is withheld: the screen shows the expired image instead.
      const code = status === 'Expired' ? '' : v.code;
      return {
        id: v.id,
        name,
        image,
        status,
        mark_used_date: voucherDate(v.usedAt),
        expiry_date: voucherDate(v.expiresAt),
        evoucher_code_type: v.codeType as VoucherCodeKind,
        evoucher_code: code,
        evoucher_code_image: await codeImage(v.codeType, code),
        used_outlet: v.usedOutlet ?? '',
        stored_value: v.storedValue,
        redeemed_at_counter: Boolean(v.atCounter),
        balance: v.storedValue ? (v.balance ?? 0) : 0,
        currency_code: v.currency,
        redemptions: (history.get(v.id) ?? []).map((r) => ({ date: apiDateTime(r.at), outlet: r.outlet, amount: r.amount })),
        extension_days: status === 'Active' && v.extendedAt === null ? (v.extensionDays ?? 0) : 0,
      };
    }),
  );
  const outletRows = await db
    .select({ outlet_name: outlets.outlet_name, address: outlets.address, outlet_telno: outlets.outlet_telno, email: outlets.email })
    .from(outlets)
    .where(eq(outlets.product_id, first.productId))
    .orderBy(asc(outlets.id));

  return {
    id: lineId,
    order_id: first.orderId,
    product_id: first.productId,
    image,
    product_name: name,
    terms_and_conditions: safeHtml(lineText(first.lineI18n, first.productI18n, lang, 'terms_and_conditions')),
    redeem_howto: safeHtml(lineText(first.lineI18n, first.productI18n, lang, 'redeem_howto')),
    applicable_outlets: outletRows,
    order_evouchers,
  };
}
