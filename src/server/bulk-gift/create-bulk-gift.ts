import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bulkGiftRows, bulkGifts, orderLines, orders, products } from '../db/schema/index.ts';
import { ApiError, badInput, conflict } from '../platform/api-error.ts';
import { randomId } from '../platform/crypto.ts';
import { takeStock } from '../order/product-stock.ts';
import { orderNumber } from '../order/reservation.ts';
import { pickPhrase } from '../order/phrases.ts';
import { BULK_GIFT_END_DAYS } from '../../shared/api/schemas/bulk-gift.ts';
import type { BulkPreviewRow } from '../../shared/api/answers/bulk-gift.ts';
import type { CheckedRows } from './validate-rows.ts';
import { BULK_ORDER_STATUS } from './bulk-row.ts';

const DAY_MS = 86_400_000;

/**
 * create_bulk_gift (decision 0270): every row must be valid (else 400 naming the first bad row and column). Writes the
 * batch, its rows and ONE Pending order for their total, with a line per product and amount and the stock taken, so
 * the normal cashier (get_cashier_url) pays for all at once; the order's reservation time lets the unpaid-order job
 * cancel it like any other. All or nothing, in one transaction.
 */
export async function createBulkGift(db: Db, memberId: number, checked: CheckedRows, endDays: number | undefined, now: Date) {
  const first = checked.errors[0];
  if (first)
    throw new ApiError('bad_request', `csv: row ${first.row}, ${first.field}: ${first.message}`, {
      field: 'csv',
      reason: 'bulk_rows_invalid',
    });
  const rows = checked.rows as Array<BulkPreviewRow & { product_id: number; amount: number; currency_code: string }>;
  const currency = rows[0].currency_code;
  const total = rows.reduce((sum, r) => sum + r.amount, 0);
  const endAt = new Date(now.getTime() + (endDays ?? BULK_GIFT_END_DAYS) * DAY_MS);
  const lastDelivery = Math.max(...rows.map((r) => r.deliver_at ?? 0)) * 1000;
  if (lastDelivery >= endAt.getTime()) throw badInput('end_days', 'must end after the last delivery time of the upload');

  return db.transaction(async (tx) => {
    const productRows = await tx
      .select({ id: products.id, country_id: products.country_id, i18n: products.i18n, image: products.image })
      .from(products)
      .where(
        inArray(
          products.id,
          rows.map((r) => r.product_id),
        ),
      );
    const productOf = new Map(productRows.map((p) => [p.id, p]));
    const [order] = await tx
      .insert(orders)
      .values({
        member_id: memberId,
        payment_status: 'Pending',
        order_status: BULK_ORDER_STATUS,
        currency_code: currency,
        country_id: productOf.get(rows[0].product_id)?.country_id ?? null,
        phrase: pickPhrase(),
        sub_total: total,
        order_amount: total,
        created_at: now,
        reserved_at: now,
      })
      .returning({ id: orders.id, country_id: orders.country_id });
    await tx
      .update(orders)
      .set({ order_no: orderNumber(order.id, now) })
      .where(eq(orders.id, order.id));

    const lines = new Map<string, { productId: number; unit: number; quantity: number }>();
    for (const r of rows) {
      const key = `${r.product_id}:${r.amount}`;
      const line = lines.get(key) ?? { productId: r.product_id, unit: r.amount, quantity: 0 };
      line.quantity++;
      lines.set(key, line);
    }
    await tx.insert(orderLines).values(
      [...lines.values()].map((l) => ({
        order_id: order.id,
        product_id: l.productId,
        quantity: l.quantity,
        unit_price: l.unit,
        amount: l.unit * l.quantity,
        currency_code: currency,
        i18n: productOf.get(l.productId)?.i18n,
        image: productOf.get(l.productId)?.image ?? '',
      })),
    );
    const short = await takeStock(
      tx,
      [...lines.values()].map((l) => ({ productId: l.productId, quantity: l.quantity })),
    );
    if (short.length > 0)
      throw conflict(`csv: product_id ${short[0].productId}: only ${short[0].available} left in stock`, { field: 'csv' }, 'out_of_stock');

    const id = randomId(16);
    await tx.insert(bulkGifts).values({
      id,
      member_id: memberId,
      currency_code: currency,
      country_id: order.country_id,
      order_id: order.id,
      rows_total: rows.length,
      amount: total,
      end_at: endAt,
      created_at: now,
    });
    await tx.insert(bulkGiftRows).values(
      rows.map((r) => ({
        bulk_gift_id: id,
        row_no: r.row,
        phone: r.phone,
        email: r.email,
        lang: r.language,
        product_id: r.product_id,
        amount: r.amount,
        message: r.message,
        deliver_at: r.deliver_at === null ? now : new Date(r.deliver_at * 1000),
      })),
    );
    return { id, order_id: order.id, amount: total, currency_code: currency, rows_total: rows.length };
  });
}
