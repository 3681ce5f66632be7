import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evouchers, orders } from '../../db/schema/index.ts';
import { generateVoucherCode, type VoucherCodeType } from '../../evoucher/voucher-code.ts';
import { conflict, notFound } from '../../platform/api-error.ts';
import { randomId } from '../../platform/crypto.ts';
import { GIVEN_STATUSES } from '../../order/order-states.ts';

/**
 * Support: a new share link for a paid gift nobody has redeemed yet (the old link stops working at once, e.g. when it
 * went to the wrong person). Answers the new share id.
 */
export async function reissueShareLink(tx: Db, orderId: number): Promise<string> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
  if (!order || order.payment_status === 'Basket') throw notFound('Order');
  if (order.payment_status !== 'Paid' || order.order_status === 'Self-Use') throw conflict('Only a paid gift has a share link');
  const shareId = randomId(16);
  const [row] = await tx
    .update(orders)
    .set({ share_id: shareId })
    .where(and(eq(orders.id, orderId), isNull(orders.recipient_id), notInArray(orders.order_status, [...GIVEN_STATUSES])))
    .returning({ id: orders.id });
  if (!row) throw conflict('This gift has already been given or redeemed: its link cannot change', undefined, 'already_redeemed');
  return shareId;
}

/** Support: a new code for an active voucher (the old code stops working at once). Answers the voucher's new code. */
export async function reissueVoucherCode(tx: Db, orderId: number, voucherId: number): Promise<{ id: number; code: string }> {
  const [voucher] = await tx
    .select()
    .from(evouchers)
    .where(and(eq(evouchers.id, voucherId), eq(evouchers.order_id, orderId)))
    .for('no key update');
  if (!voucher) throw notFound('Voucher');
  if (voucher.status !== 'Active') throw conflict(`Only an active voucher gets a new code (this one is ${voucher.status})`);
  const code = generateVoucherCode(voucher.code_type as VoucherCodeType);
  await tx.update(evouchers).set({ code }).where(eq(evouchers.id, voucher.id));
  return { id: voucher.id, code };
}
