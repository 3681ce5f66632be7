import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evouchers, notifications } from '../../../src/server/db/schema/index.ts';
import { runVoucherExpiry } from '../../../src/server/evoucher/expiry-job.ts';
import { JOBS } from '../../../src/server/jobs/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, MALAYSIA } from '../../support/factories.ts';
import { DAY, makeVoucherOrder, productOfType } from './wallet-fixtures.ts';

let t: TestApp;
let nurul: number;

const noticesOf = async (memberId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.member_id, memberId), inArray(notifications.type, ['expired_evoucher', 'expiring_evoucher'])));

beforeAll(async () => {
  t = await createTestApp();
  nurul = (await aMember(t, { countryId: MALAYSIA })).id;
  // the seeded shop has nothing due, so a first run leaves every seeded voucher alone
  const first = await runVoucherExpiry(t.db, t.clock.now);
  expect(first).toEqual({ expired: 0, expiring: 0, notifications: 0 });
});
afterAll(async () => t.close());

describe('voucher expiry job', () => {
  it('expires lapsed vouchers and warns 7 days ahead, each owner once per order line, never twice', async () => {
    const now = t.clock.now;
    const product = await productOfType(t, 'qrcode');
    const lapsed = await makeVoucherOrder(t.db, {
      buyer: nurul,
      productId: product,
      now,
      vouchers: [{ expiresInDays: -1 }, { expiresInDays: -1 }],
    });
    const soon = await makeVoucherOrder(t.db, { buyer: nurul, productId: product, now, vouchers: [{ expiresInDays: 5 }] });
    const later = await makeVoucherOrder(t.db, { buyer: nurul, productId: product, now, vouchers: [{ expiresInDays: 30 }] });
    const used = await makeVoucherOrder(t.db, {
      buyer: nurul,
      productId: product,
      now,
      vouchers: [
        { expiresInDays: -1, status: 'Used' },
        { expiresInDays: 3, status: 'Used' },
      ],
    });

    const run = await runVoucherExpiry(t.db, now);
    // the 5-day one gets its last-week reminder, the 30-day one its first reminder (decision 0262)
    expect(run).toEqual({ expired: 2, expiring: 2, notifications: 3 });
    const rows = await t.db
      .select()
      .from(evouchers)
      .where(inArray(evouchers.id, [...lapsed.voucherIds, ...used.voucherIds, ...later.voucherIds]));
    const statusOf = (id: number) => rows.find((r) => r.id === id)!.status;
    expect(lapsed.voucherIds.map(statusOf)).toEqual(['Expired', 'Expired']);
    expect(used.voucherIds.map(statusOf)).toEqual(['Used', 'Used']);
    expect(statusOf(later.voucherIds[0])).toBe('Active');

    const notices = await noticesOf(nurul);
    expect(notices).toHaveLength(3);
    const expired = notices.find((n) => n.type === 'expired_evoucher')!;
    expect(expired.related_id).toBe(String(lapsed.lineId));
    // the seeded rule of every market moves unused value to the holder's uDollar (decision 0262): one notice for both
    expect(expired.message).toMatch(/^[A-Z]{3} [\d,]+\.\d\d of your .+ is now in your uDollar\.$/);
    expect(expired.image).toMatch(/\.svg$/);
    const expiring = notices.find((n) => n.type === 'expiring_evoucher' && n.related_id === String(soon.lineId))!;
    expect(expiring.related_id).toBe(String(soon.lineId));
    expect(expiring.message).toMatch(/expires on \d{1,2} [A-Z][a-z]{2} \d{4}/);

    // a second run (or a second server) sends nothing again
    expect(await runVoucherExpiry(t.db, now)).toEqual({ expired: 0, expiring: 0, notifications: 0 });
    expect(await noticesOf(nurul)).toHaveLength(3);

    // 24 days later the 30-day voucher is inside its last week; 6 days after that it has expired
    t.clock.advance(24 * DAY);
    expect(await runVoucherExpiry(t.db, t.clock.now)).toEqual({ expired: 1, expiring: 1, notifications: 2 });
    t.clock.advance(6 * DAY + 1000);
    expect(await runVoucherExpiry(t.db, t.clock.now)).toEqual({ expired: 1, expiring: 0, notifications: 1 });
    const final = await noticesOf(nurul);
    expect(
      final
        .filter((n) => n.related_id === String(later.lineId))
        .map((n) => n.type)
        .sort(),
    ).toEqual(['expired_evoucher', 'expiring_evoucher', 'expiring_evoucher']);
    expect(final.filter((n) => n.related_id === String(used.lineId))).toEqual([]);
  });

  it("sends the notice to the owner's notification list, where it leads to the voucher", async () => {
    const now = t.clock.now;
    const made = await makeVoucherOrder(t.db, {
      buyer: nurul,
      productId: await productOfType(t, 'barcode'),
      now,
      vouchers: [{ expiresInDays: 0.5 }],
    });
    t.clock.advance(DAY);
    await runVoucherExpiry(t.db, t.clock.now);
    const token = await t.memberToken(nurul);
    const list = await t.call('notification', 'list_notification', {}, { token });
    const newest = list.body.table[0];
    expect(newest).toMatchObject({ type: 'expired_evoucher', related_id: String(made.lineId), is_read: '0' });
  });

  it('is registered as a background job that runs on the app clock', async () => {
    const job = JOBS.find((j) => j.name === 'evoucher-expiry');
    expect(job).toBeDefined();
    expect(job!.everyMs).toBeLessThanOrEqual(60 * 60_000);
    const made = await makeVoucherOrder(t.db, {
      buyer: nurul,
      productId: await productOfType(t, 'alphanumeric'),
      now: t.clock.now,
      vouchers: [{ expiresInDays: 0.1 }],
    });
    t.clock.advance(DAY);
    await job!.run(t.deps);
    const [row] = await t.db.select().from(evouchers).where(eq(evouchers.id, made.voucherIds[0]));
    expect(row.status).toBe('Expired');
    expect(row.expired_notified_at?.getTime()).toBe(t.clock.now.getTime());
  });
});
