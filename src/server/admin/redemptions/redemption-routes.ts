import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../http/context.ts';
import { clientIp } from '../../http/client-ip.ts';
import { ApiError } from '../../platform/api-error.ts';
import { countEvents, rateLimited } from '../../platform/rate-limit.ts';
import { rateLimitEvents } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { advisoryXactLock } from '../../db/advisory-lock.ts';
import { sql } from 'drizzle-orm';
import { redemptionInput, redemptionLookupInput } from '../../../shared/admin/redemption.ts';
import { mayUse } from '../../../shared/admin/resources.ts';
import { writeAudit } from '../audit/audit-service.ts';
import { checked } from '../http/input-check.ts';
import type { AdminEnv } from '../http/admin-env.ts';
import { outsideRole, validationError } from '../http/resource-routes.ts';
import type { StaffMember } from '../session/staff-session.ts';
import { codeTail } from './counter-code.ts';
import { findCounterVoucher, presentCounterVoucher } from './counter-voucher.ts';
import { redeemAtCounter, unknownCode } from './redeem-at-counter.ts';

/** Wrong codes a staff member, and a counter (its address), may try in a minute. */
export const WRONG_CODES_PER_MINUTE = 10;

/** The merchant's brand: only staff tied to a brand redeem (an admin reads every brand's reports instead). */
export function merchantBrand(staff: StaffMember): number {
  if (!mayUse(staff.role, 'redemptions', true)) throw outsideRole('redemptions');
  if (staff.role !== 'merchant' || staff.brandId === null)
    throw new ApiError('forbidden', 'Only merchant staff of a brand redeem vouchers at a counter', { reason: 'not_merchant' });
  return staff.brandId;
}

async function jsonBody(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError('bad_request', 'body: must be a JSON object', { field: 'body' });
  }
  return checked(body);
}

type Work<T> = (db: Db) => Promise<T>;
type Guarded<T> = { limited: true } | { limited: false; value: T } | { limited: false; miss: ApiError };

/**
 * Runs a look-up or a redemption under the wrong-code limits of the staff member and of the counter (its address):
 * both keys are locked for the transaction (in a fixed order), a key with 10 wrong codes in the last minute refuses
 * with 429 before the code is even looked at, and only a code that matched none of the brand's vouchers is recorded
 * as a wrong one. The work runs in a savepoint, so a refusal leaves nothing of it behind while the miss is kept.
 * Requests of one staff member or counter therefore run one at a time, which a counter never notices.
 */
async function guessGuarded<T>(c: Context<AdminEnv>, deps: AppDeps, staff: StaffMember, work: Work<T>): Promise<T> {
  const now = deps.clock();
  const keys = [`counter-code:staff:${staff.id}`, `counter-code:counter:${clientIp(c, deps.config.trustProxy)}`].sort();
  const outcome = await deps.db.transaction(async (tx): Promise<Guarded<T>> => {
    for (const key of keys) await advisoryXactLock(tx as Db, sql`hashtext(${key})`);
    for (const key of keys) if ((await countEvents(tx, key, 60_000, now)) >= WRONG_CODES_PER_MINUTE) return { limited: true };
    try {
      return { limited: false, value: await tx.transaction((savepoint) => work(savepoint)) };
    } catch (error) {
      if (!(error instanceof ApiError && error.reason === 'unknown_code')) throw error;
      await tx.insert(rateLimitEvents).values(keys.map((key) => ({ key, created_at: now })));
      return { limited: false, miss: error };
    }
  });
  if (outcome.limited) throw rateLimited('Too many wrong codes: wait a minute, then scan or type the code again');
  if ('miss' in outcome) throw outcome.miss;
  return outcome.value;
}

/**
 * POST /redemptions/lookup and POST /redemptions: a merchant's counter looks a code up and redeems it at
 * one of the brand's outlets. Every redemption is audited in its transaction.
 */
export function mountRedemptionActions(api: Hono<AdminEnv>, deps: AppDeps): void {
  api.post('/redemptions/lookup', async (c) => {
    const staff = c.get('staff');
    const brandId = merchantBrand(staff);
    const parsed = redemptionLookupInput.safeParse(await jsonBody(c));
    if (!parsed.success) throw validationError(parsed.error);
    const answer = await guessGuarded(c, deps, staff, async (db) => {
      const voucher = await findCounterVoucher(db, parsed.data.code, brandId);
      if (!voucher) throw unknownCode();
      return presentCounterVoucher(db, voucher, deps.clock());
    });
    return c.json(answer);
  });

  api.post('/redemptions', async (c) => {
    const staff = c.get('staff');
    const brandId = merchantBrand(staff);
    const parsed = redemptionInput.safeParse(await jsonBody(c));
    if (!parsed.success) throw validationError(parsed.error);
    const answer = await guessGuarded(c, deps, staff, async (tx) => {
      const now = deps.clock();
      const outcome = await redeemAtCounter(tx, staff, brandId, parsed.data, now);
      const after = await presentCounterVoucher(tx, outcome.voucher, now);
      await writeAudit(tx, {
        actor: staff,
        action: 'redeem',
        resource: 'redemptions',
        objectId: outcome.redemptionId,
        before: null,
        after: {
          code_tail: codeTail(after.code),
          outlet_id: parsed.data.outlet_id,
          amount: outcome.amount,
          state: after.state,
          balance: after.balance,
        },
        at: now,
      });
      return after;
    });
    return c.json(answer, 201);
  });
}
