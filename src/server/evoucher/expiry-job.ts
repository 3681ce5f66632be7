import type { LangText, NotificationParams } from '../../shared/notification-text.ts';
import { formatMoney } from '../../shared/money.ts';
import { isLapseMode } from '../../shared/admin/value-rule.ts';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { type Lapse, lapseVouchers } from '../value/vouchers.ts';
import type { Db } from '../db/client.ts';
import { evouchers, ledgerTransactions, orderLines, products, udollarCards } from '../db/schema/index.ts';

type VoucherRow = typeof evouchers.$inferSelect;
import { BUSINESS_TZ } from '../platform/format-date.ts';
import { notify, type NotificationType } from '../notification/notify.ts';
import { lineText } from './line-text.ts';

export const EXPIRING_NOTICE_DAYS = 7;
/** The first reminder of an unused voucher, this many days before it expires (decision 0262). */
export const EARLY_NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

export interface ExpiryRunResult {
  /** vouchers stored as Expired in this run */
  expired: number;
  /** vouchers that got a reminder in this run: 30 or 7 days before expiry */
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

/** Where the value of vouchers another path already expired went: the uDollar card named on their expiry posting. */
async function lapsesOf(tx: Db, rows: VoucherRow[]): Promise<Lapse[]> {
  if (rows.length === 0) return [];
  const credits = await tx
    .select({ voucherId: ledgerTransactions.evoucher_id, memberId: udollarCards.member_id, amount: udollarCards.orig_balance })
    .from(ledgerTransactions)
    .innerJoin(udollarCards, eq(udollarCards.id, ledgerTransactions.udollar_card_id))
    .where(
      and(
        eq(ledgerTransactions.kind, 'expiry'),
        inArray(
          ledgerTransactions.evoucher_id,
          rows.map((r) => r.id),
        ),
      ),
    );
  return rows.map((v) => {
    const credit = credits.find((c) => c.voucherId === v.id);
    return {
      voucher: v,
      amount: credit?.amount ?? 0,
      to: isLapseMode(v.lapsed_to) ? v.lapsed_to : 'breakage',
      udollarMemberId: credit?.memberId ?? null,
    };
  });
}

/** Each order line's product name in every language and its picture. */
async function lineNames(tx: Db, lineIds: number[]): Promise<Map<number, { product: LangText; image: string }>> {
  const lines = await tx
    .select({ id: orderLines.id, i18n: orderLines.i18n, image: orderLines.image, productI18n: products.i18n, productImage: products.image })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .where(inArray(orderLines.id, lineIds));
  return new Map(
    lines.map((line) => [
      line.id,
      {
        product: {
          en: lineText(line.i18n, line.productI18n, 'en', 'name'),
          cn: lineText(line.i18n, line.productI18n, 'cn', 'name'),
          jp: lineText(line.i18n, line.productI18n, 'jp', 'name'),
        },
        image: line.image || line.productImage,
      },
    ]),
  );
}

/** One notice per member and order line of the value its vouchers moved into uDollar (decision 0262). */
async function notifyLapses(tx: Db, lapses: Lapse[], now: Date): Promise<number> {
  const groups = new Map<string, { memberId: number; lineId: number; amount: number; currency: string }>();
  for (const l of lapses) {
    if (l.udollarMemberId === null || l.amount <= 0) continue;
    const key = `${l.udollarMemberId}:${l.voucher.order_line_id}`;
    const g = groups.get(key) ?? {
      memberId: l.udollarMemberId,
      lineId: l.voucher.order_line_id,
      amount: 0,
      currency: l.voucher.currency_code,
    };
    g.amount += l.amount;
    groups.set(key, g);
  }
  if (groups.size === 0) return 0;
  const lines = await lineNames(tx, [...new Set([...groups.values()].map((g) => g.lineId))]);
  for (const g of groups.values()) {
    const line = lines.get(g.lineId);
    await notify(tx, {
      memberId: g.memberId,
      type: 'expired_evoucher',
      relatedId: g.lineId,
      event: 'voucherLapsedUdollar',
      params: { product: line?.product ?? { en: 'e-voucher' }, amount: formatMoney(g.amount, g.currency) },
      image: line?.image ?? '',
      now,
    });
  }
  return groups.size;
}

/**
 * The voucher expiry job: stores every voucher past its expiry as Expired, moves what it held by its market's rule
 * (decision 0262) and tells the member who got it (or the holder that it expired), and tells the owner of an active
 * voucher once when it is 7 days or less from expiry. Guarded updates (… and *_notified_at is null) make a notice go
 * out once even when two servers run the job at the same moment. Used vouchers are left alone.
 */
export async function runVoucherExpiry(db: Db, now: Date): Promise<ExpiryRunResult> {
  return db.transaction(async (tx) => {
    // Active ones past expiry: stored as Expired, what they held moved by the market's rule in the same transaction
    const lapses = await lapseVouchers(tx, undefined, now, { expired_notified_at: now });
    // ones a refresh already stored as Expired (and moved) only get their notice
    const refreshed = await tx
      .update(evouchers)
      .set({ expired_notified_at: now })
      .where(and(eq(evouchers.status, 'Expired'), lte(evouchers.expires_at, now), isNull(evouchers.expired_notified_at)))
      .returning();
    const all = [...lapses, ...(await lapsesOf(tx, refreshed))];
    // the holder hears "expired" unless the value came to them as uDollar, which its own notice tells
    const expired = all
      .filter((l) => l.udollarMemberId !== l.voucher.owner_member_id)
      .map((l) => ({
        id: l.voucher.id,
        owner: l.voucher.owner_member_id,
        lineId: l.voucher.order_line_id,
        expiresAt: l.voucher.expires_at,
      }));
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
    // the first reminder, 30 days ahead, for those not already inside their last week
    const early = await tx
      .update(evouchers)
      .set({ early_notified_at: now })
      .where(
        and(
          eq(evouchers.status, 'Active'),
          gt(evouchers.expires_at, soon),
          lte(evouchers.expires_at, new Date(now.getTime() + EARLY_NOTICE_DAYS * DAY_MS)),
          isNull(evouchers.early_notified_at),
        ),
      )
      .returning({ id: evouchers.id, owner: evouchers.owner_member_id, lineId: evouchers.order_line_id, expiresAt: evouchers.expires_at });
    const notices =
      (await notifyGrouped(tx, expired, 'expired_evoucher', now)) +
      (await notifyLapses(tx, all, now)) +
      (await notifyGrouped(tx, expiring, 'expiring_evoucher', now)) +
      (await notifyGrouped(tx, early, 'expiring_evoucher', now));
    return { expired: all.length, expiring: expiring.length + early.length, notifications: notices };
  });
}
