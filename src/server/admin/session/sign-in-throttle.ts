import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

/**
 * Progressive sign-in delays (decision 0237), after what trusted systems do instead of a hard lock that anyone who
 * knows a staff e-mail could hold shut: the first `free` failures of a key are not slowed; after them each attempt
 * must wait twice as long as the one before (1 s, 2 s, 4 s … at most 15 minutes) since the last failure. An account
 * under sustained attack (`hardLockAt` failures) is locked until an admin unlocks it.
 */
export interface ThrottlePolicy {
  free: number;
  hardLockAt?: number;
}

/** Per account: a person mistyping gets five tries at once; an attack on one account is held at 50. */
export const ACCOUNT_POLICY: ThrottlePolicy = { free: 5, hardLockAt: 50 };
/** Per address: an office behind one address (or a proxy without TRUST_PROXY) gets twenty before any delay. */
export const ADDRESS_POLICY: ThrottlePolicy = { free: 20 };
export const MAX_WAIT_MS = 15 * 60_000;

/** How long after the last failure the next attempt must wait, for a key with `failures` so far. */
export function waitAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.free) return 0;
  return Math.min(2 ** (failures - policy.free) * 1000, MAX_WAIT_MS);
}

export type Attempt = { ok: true; failures: number } | { ok: false; waitMs: number; locked: boolean };

/**
 * Counts an attempt as a failure before the password is checked, in one statement (the row lock makes concurrent
 * attempts count one after another, so a burst gets no more tries than a sequence), and answers whether it may go on.
 * A successful sign-in takes it back with `forgive`.
 */
export async function takeAttempt(db: Db, key: string, policy: ThrottlePolicy, now: Date): Promise<Attempt> {
  const at = now.toISOString();
  const hard = policy.hardLockAt ?? 2_147_483_647;
  const taken = rowsOf<{ failures: number }>(
    await db.execute(sql`insert into sign_in_throttle as t (key, failures, last_failed_at) values (${key}, 1, ${at})
      on conflict (key) do update set failures = t.failures + 1, last_failed_at = ${at}
      where t.failures < ${hard} and (t.failures < ${policy.free}
        or t.last_failed_at + make_interval(secs => least(power(2, t.failures - ${policy.free}), ${MAX_WAIT_MS / 1000})) <= ${at}::timestamptz)
      returning t.failures`),
  );
  if (taken.length > 0) return { ok: true, failures: Number(taken[0].failures) };
  const [row] = rowsOf<{ failures: number; last_failed_at: string | Date }>(
    await db.execute(sql`select failures, last_failed_at from sign_in_throttle where key = ${key}`),
  );
  const failures = Number(row?.failures ?? 0);
  const last = row ? new Date(row.last_failed_at).getTime() : now.getTime();
  return {
    ok: false,
    locked: failures >= hard,
    waitMs: Math.max(1000, last + waitAfter(failures, policy) - now.getTime()),
  };
}

/** A successful sign-in: the account starts afresh; the address has this one attempt taken back. */
export async function forgive(db: Db, keys: { account: string; address: string }): Promise<void> {
  await db.execute(sql`delete from sign_in_throttle where key = ${keys.account}`);
  await db.execute(sql`update sign_in_throttle set failures = greatest(failures - 1, 0) where key = ${keys.address}`);
}

/** An admin unlocks an account: its failures are forgotten. */
export async function unlockAccount(db: Db, email: string): Promise<void> {
  await db.execute(sql`delete from sign_in_throttle where key = ${accountKey(email)}`);
}

export const accountKey = (email: string) => `staff-account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `staff-ip:${ip}`;
