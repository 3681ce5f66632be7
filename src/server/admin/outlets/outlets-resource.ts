import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outlets, products, redemptions, staffOutlets } from '../../db/schema/index.ts';
import { ApiError, badInput } from '../../platform/api-error.ts';
import { outletInput, outletRecord, type OutletRecord } from '../../../shared/admin/outlet.ts';
import { filterInt } from '../http/list-page.ts';
import type { ResourceContext } from '../http/resource-routes.ts';
import { versionedResource } from '../http/versioned-resource.ts';

async function checkProduct(db: Db, productId: number): Promise<void> {
  if ((await db.select({ id: products.id }).from(products).where(eq(products.id, productId))).length === 0)
    throw badInput('product_id', 'is not a product');
}

/** Outlets (catalogue): where a product's vouchers are redeemed; listed per product (filter product_id). */
export const outletsResource = versionedResource({
  name: 'outlets',
  table: outlets,
  schema: outletInput,
  record: (row): OutletRecord => row,
  recordSchema: outletRecord,
  columns: ({ version: _v, ...values }) => values,
  where(q) {
    const where: SQL[] = [];
    const product = filterInt(q.filter, 'product_id');
    if (product !== undefined) where.push(eq(outlets.product_id, product));
    const ids = q.filter.id;
    if (Array.isArray(ids)) where.push(inArray(outlets.id, ids.map(Number).filter(Number.isInteger)));
    return where;
  },
  sortable: { id: outlets.id, outlet_name: outlets.outlet_name },
  defaultSort: { column: outlets.id, order: 'ASC' },
  check: (ctx: ResourceContext, input) => checkProduct(ctx.db, input.product_id),
  /**
   * Refused (409) while a merchant is tied to the outlet (removing it would widen a merchant tied to it alone to every
   * outlet of the brand) or once vouchers were redeemed there (its redemptions and statements name it); decision 0237.
   */
  async remove(ctx, outletId) {
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
});
