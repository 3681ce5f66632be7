import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/index.ts';

/**
 * Every change to product rows goes through here, in ascending product id (docs/decisions/0095): two transactions
 * that touch the same products then take their row locks in the same order and never wait on each other in a cycle.
 */
export interface StockLine {
  productId: number;
  quantity: number;
}

/** The lines in the one global lock order, quantities of the same product added up. */
export function inLockOrder(lines: StockLine[]): StockLine[] {
  const total = new Map<number, number>();
  for (const l of lines) total.set(l.productId, (total.get(l.productId) ?? 0) + l.quantity);
  return [...total].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

/** Takes each line's quantity where enough is left; answers the lines that were short, with what is left. */
export async function takeStock(tx: Db, lines: StockLine[]): Promise<Array<StockLine & { available: number }>> {
  const short: Array<StockLine & { available: number }> = [];
  for (const line of inLockOrder(lines)) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [p] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, line.productId));
      short.push({ ...line, available: p?.stock ?? 0 });
    }
  }
  return short;
}

/** Gives reserved stock back (a cancelled or expired order). */
export async function returnStock(tx: Db, lines: StockLine[]): Promise<void> {
  for (const line of inLockOrder(lines)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

/** Counts paid quantities as sold (fulfilment). */
export async function countSold(tx: Db, lines: StockLine[]): Promise<void> {
  for (const line of inLockOrder(lines)) {
    await tx
      .update(products)
      .set({ sold_count: sql`${products.sold_count} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}
