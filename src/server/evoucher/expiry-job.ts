import type { NotificationParams } from '../../shared/notification-text.ts';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { expireVouchers } from '../value/vouchers.ts';
import type { Db } from '../db/client.ts';
import { evouchers, orderLines, products } from '../db/schema/index.ts';
import { BUSINESS_TZ } from '../platform/format-date.ts';
import { notify, type NotificationType } from '../notification/notify.ts';
import { lineText } from './line-text.ts';

export const EXPIRING_NOTICE_DAYS = 7;
const DAY_MS = 86_400_000;

export interface ExpiryRunResult {
  /** vouchers stored as Expired in this run */
  expired: number;
  /** vouchers that got their 7-day notice in this run */
  expiring: number;
  notifications: number;
}

interface Touched {
  id: number;
  owner: number;
  lineId: number;
  expiresAt: Date;
}

/** The day in the shop's time zone, in each language: 5 Nov 2026, 2026年11月5日. */
function displayDay(date: Date): { en: string; cn: string; jp: string } {
  const day = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TZ, day: 'numeric', month: 'short', year: 'numeric' }).format(date);
  return { en: day('en-GB'), cn: day('zh-CN'), jp: day('ja-JP') };
}

/** One notice per owner and order line, however many units of it changed. */
async function notifyGrouped(tx: Db, rows: Touched[], type: NotificationType, now: Date): Promise<number> {
  const groups = new Map<string, Touched[]>();
  for (const r of rows) {
    const key = `${r.owner}:${r.lineId}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  if (groups.size === 0) return 0;
  const lineIds = [...new Set(rows.map((r) => r.lineId))];
  const lines = await tx
    .select({ id: orderLines.id, i18n: orderLines.i18n, image: orderLines.image, productI18n: products.i18n, productImage: products.image })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .where(inArray(orderLines.id, lineIds));
  for (const group of groups.values()) {
    const { owner, lineId } = group[0];
    const line = lines.find((l) => l.id === lineId);
    const product = line
      ? {
          en: lineText(line.i18n, line.productI18n, 'en', 'name'),
          cn: lineText(line.i18n, line.productI18n, 'cn', 'name'),
          jp: lineText(line.i18n, line.productI18n, 'jp', 'name'),
        }
      : { en: 'e-voucher' };
    const params: NotificationParams = { product, count: group.length };
    if (type === 'expiring_evoucher') params.day = displayDay(group[0].expiresAt);
    await notify(tx, {
      memberId: owner,
      type,
      relatedId: lineId,
      event: type === 'expired_evoucher' ? 'voucherExpired' : 'voucherExpiring',
      params,
      image: line ? line.image || line.productImage : '',
      now,
    });
  }
  return groups.size;
}

/**
 * The voucher expiry job: stores every voucher past its expiry as Expired and tells its owner once, and tells the
 * owner of an active voucher once when it is 7 days or less from expiry. Guarded updates (… and *_notified_at is null)
 * make a notice go out once even when two servers run the job at the same moment. Used vouchers are left alone; the
 * value an expired one still held is posted to breakage in the same transaction.
 */
export async function runVoucherExpiry(db: Db, now: Date): Promise<ExpiryRunResult> {
  return db.transaction(async (tx) => {
    // Active ones past expiry: stored as Expired, what they held posted to breakage (decision 0236)
    const lapsed = await expireVouchers(tx, undefined, now, { expired_notified_at: now });
    // ones a refresh already stored as Expired (and posted) only get their notice
    const refreshed = await tx
      .update(evouchers)
      .set({ expired_notified_at: now })
      .where(and(eq(evouchers.status, 'Expired'), lte(evouchers.expires_at, now), isNull(evouchers.expired_notified_at)))
      .returning({ id: evouchers.id, owner: evouchers.owner_member_id, lineId: evouchers.order_line_id, expiresAt: evouchers.expires_at });
    const expired = [
      ...lapsed.map((v) => ({ id: v.id, owner: v.owner_member_id, lineId: v.order_line_id, expiresAt: v.expires_at })),
      ...refreshed,
    ];
    const soon = new Date(now.getTime() + EXPIRING_NOTICE_DAYS * DAY_MS);
    const expiring = await tx
      .update(evouchers)
      .set({ expiring_notified_at: now })
      .where(
        and(
          eq(evouchers.status, 'Active'),
          gt(evouchers.expires_at, now),
          lte(evouchers.expires_at, soon),
          isNull(evouchers.expiring_notified_at),
        ),
      )
      .returning({ id: evouchers.id, owner: evouchers.owner_member_id, lineId: evouchers.order_line_id, expiresAt: evouchers.expires_at });
    const notices =
      (await notifyGrouped(tx, expired, 'expired_evoucher', now)) + (await notifyGrouped(tx, expiring, 'expiring_evoucher', now));
    return { expired: expired.length, expiring: expiring.length, notifications: notices };
  });
}
