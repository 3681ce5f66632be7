import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { advisoryXactLock } from '../db/advisory-lock.ts';
import { conflict } from '../platform/api-error.ts';

/** The advisory-lock namespace of members' baskets (the first key of pg_advisory_xact_lock(int, int)). */
const BASKET_LOCK_SPACE = 18003;

/**
 * Serialises one member's basket operations (docs/decisions/0096): every transaction that changes the basket or turns
 * it into an order takes this lock first, so a basket change and reserve_order never interleave. Released at commit.
 */
export async function lockMemberBasket(tx: Db, memberId: number): Promise<void> {
  await advisoryXactLock(tx, sql`${BASKET_LOCK_SPACE}, ${memberId}`);
}

/** 409 for a change aimed at a basket that has just been reserved as an order. */
export const basketBecameOrder = () =>
  conflict('Your basket has just turned into an order. Please check My Orders, or refresh the cart and try again.', {
    reason: 'basket_reserved',
  });
