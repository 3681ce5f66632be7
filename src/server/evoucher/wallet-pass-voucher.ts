import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { evouchers, orderLines, orders, outlets, products } from '../db/schema/index.ts';
import { passSerial } from '../wallet-pass/pass-serial.ts';
import type { PassLang, PassVoucher } from '../wallet-pass/pass-voucher.ts';
import { lineText } from './line-text.ts';
import { effectiveStatus } from './voucher-status.ts';
import { inWalletOf } from './wallet-scope.ts';

/**
 * One voucher of the member's wallet as a wallet pass shows it, or null when it is not in their wallet (another
 * member's, a gift in transit, refunded, or no such voucher: all alike). An expired voucher's code is withheld.
 */
export async function loadPassVoucher(db: Db, voucherId: number, memberId: number, lang: PassLang, now: Date): Promise<PassVoucher | null> {
  const [v] = await db
    .select({
      id: evouchers.id,
      status: evouchers.status,
      expiresAt: evouchers.expires_at,
      codeType: evouchers.code_type,
      code: evouchers.code,
      productId: products.id,
      lineI18n: orderLines.i18n,
      productI18n: products.i18n,
    })
    .from(evouchers)
    .innerJoin(orders, eq(orders.id, evouchers.order_id))
    .innerJoin(orderLines, eq(orderLines.id, evouchers.order_line_id))
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .where(and(eq(evouchers.id, voucherId), inWalletOf(memberId)));
  if (!v) return null;
  const outletRows = await db
    .select({ name: outlets.outlet_name, address: outlets.address })
    .from(outlets)
    .where(eq(outlets.product_id, v.productId))
    .orderBy(asc(outlets.id));
  const status = effectiveStatus(v.status, v.expiresAt, now);
  return {
    id: v.id,
    serial: passSerial(v.code),
    productName: lineText(v.lineI18n, v.productI18n, lang, 'name'),
    code: status === 'Expired' ? '' : v.code,
    codeType: v.codeType as PassVoucher['codeType'],
    status,
    expiresAt: v.expiresAt,
    outlets: outletRows.map((o) => ({ name: o.name, address: o.address ?? '' })),
    lang,
  };
}
