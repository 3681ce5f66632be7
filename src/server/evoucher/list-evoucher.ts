import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { evoucherSchemas, type WalletItem, type WalletVoucher } from '../../shared/api/schemas/evoucher.ts';
import type { Db } from '../db/client.ts';
import { evouchers, orderLines, orders, products } from '../db/schema/index.ts';
import { defineOption, requireMember } from '../http/context.ts';
import { notFound } from '../platform/api-error.ts';
import { voucherDate } from '../platform/format-date.ts';
import { lineText, type ContentLang } from './line-text.ts';
import { effectiveStatus } from './voucher-status.ts';
import { walletPage } from './wallet-page.ts';
import { inWalletOf, nameMatches, walletFilter } from './wallet-scope.ts';

const DEFAULT_LIMIT = 20;

/** The order must be one the member placed or received; otherwise it is not theirs to look into. */
async function assertOrderVisible(db: Db, orderId: number, memberId: number): Promise<void> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), or(eq(orders.member_id, memberId), eq(orders.recipient_id, memberId))));
  if (!row) throw notFound('Order');
}

export const listEvoucher = defineOption({
  group: 'evoucher',
  option: 'list_evoucher',
  auth: 'member',
  cache: 'member',
  schema: evoucherSchemas.list_evoucher,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const lang: ContentLang = input.lang;
    const conditions: SQL[] = [inWalletOf(memberId)];
    if (input.filter_by_order_id !== undefined) {
      await assertOrderVisible(ctx.db, input.filter_by_order_id, memberId);
      conditions.push(eq(evouchers.order_id, input.filter_by_order_id));
      if (input.filter_by_status) conditions.push(walletFilter(input.filter_by_status, memberId, ctx.now));
    } else {
      conditions.push(walletFilter(input.filter_by_status ?? 'active', memberId, ctx.now));
    }
    if (input.filter_by_keywords)
      conditions.push(nameMatches(sql`coalesce(${orderLines.i18n}, ${products.i18n})`, input.filter_by_keywords));
    const where = and(...conditions);
    const limit = input.limit ?? DEFAULT_LIMIT;
    const offset = input.offset ?? 0;
    const page = await walletPage(ctx.db, memberId, where, Boolean(input.filter_by_keywords), limit, offset);
    const details =
      page.ids.length === 0
        ? []
        : await ctx.db
            .select({
              id: orderLines.id,
              orderId: orderLines.order_id,
              image: orderLines.image,
              i18n: orderLines.i18n,
              productImage: products.image,
              productI18n: products.i18n,
            })
            .from(orderLines)
            .innerJoin(products, eq(products.id, orderLines.product_id))
            .where(inArray(orderLines.id, page.ids));
    const byId = new Map(details.map((d) => [d.id, d]));
    const lines = page.ids.flatMap((id) => byId.get(id) ?? []);
    const total = page.total;

    const vouchers =
      lines.length === 0
        ? []
        : await ctx.db
            .select({
              id: evouchers.id,
              lineId: evouchers.order_line_id,
              status: evouchers.status,
              expiresAt: evouchers.expires_at,
              usedAt: evouchers.used_at,
            })
            .from(evouchers)
            .innerJoin(orders, eq(orders.id, evouchers.order_id))
            .innerJoin(orderLines, eq(orderLines.id, evouchers.order_line_id))
            .innerJoin(products, eq(products.id, orderLines.product_id))
            .where(
              and(
                where,
                inArray(
                  evouchers.order_line_id,
                  lines.map((l) => l.id),
                ),
              ),
            )
            .orderBy(asc(evouchers.expires_at), asc(evouchers.id));

    const table: WalletItem[] = lines.map((line) => {
      const name = lineText(line.i18n, line.productI18n, lang, 'name');
      const image = line.image || line.productImage;
      const own: WalletVoucher[] = vouchers
        .filter((v) => v.lineId === line.id)
        .map((v) => ({
          id: v.id,
          image,
          name,
          status: effectiveStatus(v.status, v.expiresAt, ctx.now),
          mark_used_date: voucherDate(v.usedAt),
          expiry_date: voucherDate(v.expiresAt),
        }));
      return { id: line.id, order_id: line.orderId, image, product_name: name, order_evouchers: own };
    });
    return { table, total: Number(total), limit, offset };
  },
});
