import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aStaff, adminRequest } from '../admin/admin-support.ts';

/**
 * A burst of wrong passwords against one staff account (decision 0237): each attempt is counted before its password is
 * checked, in one statement, so a burst from 100 addresses gets exactly as many checks as a sequence would (five),
 * and the right password sent inside the burst does not get in. Real simultaneous requests on PostgreSQL in npm
 * test; on PGlite they run one after another, which must hold too.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_MAX_QUEUE_WAIT_MS: '120000' } });
});
afterAll(async () => t.close());

const signIn = (email: string, password: string, ip: string) =>
  adminRequest(t, 'POST', '/session', { email, password }, { 'x-forwarded-for': ip });

describe('staff sign-in under a burst', () => {
  it('100 simultaneous wrong passwords from 100 addresses: five are checked, the rest wait, the right one in the burst is refused', async () => {
    const s = await aStaff(t, 'merchant', { brandId: 1 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn(s.email, i === 98 ? s.password : `wrong ${i}`, `10.66.${Math.floor(i / 200)}.${i % 200}`),
      ),
    );
    const checked = answers.filter((a) => a.status === 401);
    const held = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    expect(checked.length + held.length).toBe(100);
    expect(checked.length).toBeLessThanOrEqual(5);
    for (const a of held) expect(a.body.reason).toBe('sign_in_throttled');
    const failed = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.staff_id, s.id), eq(auditLog.action, 'sign_in_failed')));
    expect(Number(failed[0].n)).toBe(checked.length);
  });

  it('30 simultaneous wrong passwords from one address: the account is held after five', async () => {
    const s = await aStaff(t, 'support');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(s.email, `wrong ${i}`, '10.67.0.1')));
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(25);
  });
});
