import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outlets, products, redemptions, staffOutlets } from '../../db/schema/index.ts';
import { ApiError, badInput } from '../../platform/api-error.ts';
import { outletInput } from '../../../shared/admin/music-and-outlet.ts';
import { filterInt, listPage } from '../http/list-page.ts';
import { staleVersion, type AdminResourceDef } from '../http/resource-routes.ts';

async function checkProduct(db: Db, productId: number): Promise<void> {
  if ((await db.select({ id: products.id }).from(products).where(eq(products.id, productId))).length === 0)
    throw badInput('product_id', 'is not a product');
}

/** Outlets (catalogue): where a product's vouchers are redeemed; listed per product (filter product_id). */
export const outletsResource: AdminResourceDef<typeof outletInput, typeof outletInput> = {
  name: 'outlets',
  async list(ctx, q) {
    const where: SQL[] = [];
    const product = filterInt(q.filter, 'product_id');
    if (product !== undefined) where.push(eq(outlets.product_id, product));
    const ids = q.filter.id;
    if (Array.isArray(ids)) where.push(inArray(outlets.id, ids.map(Number).filter(Number.isInteger)));
    return listPage(ctx.db, outlets, q, {
      sortable: { id: outlets.id, outlet_name: outlets.outlet_name },
      id: outlets.id,
      defaultSort: { column: outlets.id, order: 'ASC' },
      where: where.length ? and(...where) : undefined,
    });
  },
  async get(ctx, id) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [row] = await ctx.db
      .select()
      .from(outlets)
      .where(eq(outlets.id, Number(id)));
    return row ?? null;
  },
  create: {
    schema: outletInput,
    async run(ctx, input) {
      await checkProduct(ctx.db, input.product_id);
      const { version: _v, ...values } = input;
      const [row] = await ctx.db.insert(outlets).values(values).returning();
      return row;
    },
  },
  update: {
    schema: outletInput,
    async run(ctx, id, input) {
      await checkProduct(ctx.db, input.product_id);
      const { version, ...values } = input;
      const [row] = await ctx.db
        .update(outlets)
        .set({ ...values, version: sql`${outlets.version} + 1` })
        .where(and(eq(outlets.id, Number(id)), eq(outlets.version, version ?? 0)))
        .returning();
      if (!row) throw staleVersion();
      return row;
    },
  },
  /**
   * Refused (409) while a merchant is tied to the outlet (removing it would widen a merchant tied to it alone to every
   * outlet of the brand) or once vouchers were redeemed there (its redemptions and statements name it); decision 0237.
   */
  async remove(ctx, id) {
    const outletId = Number(id);
    const [tied] = await ctx.db
      .select({ staff: staffOutlets.staff_id })
      .from(staffOutlets)
      .where(eq(staffOutlets.outlet_id, outletId))
      .limit(1);
    if (tied)
      throw new ApiError('conflict', 'Merchant staff are tied to this outlet: move them to other outlets first', {
        reason: 'outlet_in_use',
      });
    const [used] = await ctx.db.select({ id: redemptions.id }).from(redemptions).where(eq(redemptions.outlet_id, outletId)).limit(1);
    if (used)
      throw new ApiError('conflict', 'Vouchers were redeemed at this outlet: it stays for their records', { reason: 'outlet_in_use' });
    await ctx.db.delete(outlets).where(eq(outlets.id, outletId));
  },
};
