import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupGifts } from '../db/schema/index.ts';
import type { PaymentAdapter } from '../platform/adapters.ts';
import type { Logger } from 'pino';
import { formatMoney } from '../../shared/money.ts';
import { loadGift } from './gift-row.ts';
import { type CardPayout, payOutCardRefunds, refundPool } from './refund-pool.ts';
import { poolMembers, tellMembers } from './notify-members.ts';
import { recipientFirstName } from './create-group-gift.ts';

/** The job runs this often, so a pool past its deadline is refunded within a minute of it (decision 0258). */
export const GROUP_GIFT_JOB_MS = 20_000;
const REMIND_BEFORE_MS = 24 * 60 * 60_000;
const BATCH = 20;

/**
 * The group gifts' clock: every open pool past its deadline is refunded in full (each in its own transaction under
 * its row lock, so a contribution racing it either lands first and is refunded too, or finds the pool closed), and
 * every open pool within 24 hours of its deadline reminds its members once.
 */
export async function runGroupGiftDeadlines(
  db: Db,
  now: Date,
  payment: { adapter: PaymentAdapter | null; logger: Pick<Logger, 'error'> },
): Promise<{ expired: string[]; reminded: string[] }> {
  const expired: string[] = [];
  for (;;) {
    const due = await db
      .select({ id: groupGifts.id })
      .from(groupGifts)
      .where(and(eq(groupGifts.status, 'open'), lte(groupGifts.deadline, now)))
      .orderBy(groupGifts.deadline)
      .limit(BATCH);
    if (due.length === 0) break;
    for (const { id } of due) {
      const payouts: CardPayout[] = await db.transaction(async (tx) => {
        const gift = await loadGift(tx, { id }, { lock: true });
        if (gift.status !== 'open' || gift.deadline.getTime() > now.getTime()) return [];
        expired.push(id);
        return (await refundPool(tx, gift, 'expired', now)).payouts;
      });
      await payOutCardRefunds(db, payment.adapter, payouts, payment.logger, now);
    }
  }

  const reminded: string[] = [];
  const soon = await db
    .update(groupGifts)
    .set({ reminded_at: now })
    .where(
      and(
        eq(groupGifts.status, 'open'),
        isNull(groupGifts.reminded_at),
        lte(groupGifts.deadline, new Date(now.getTime() + REMIND_BEFORE_MS)),
        sql`${groupGifts.deadline} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  for (const gift of soon) {
    await db.transaction(async (tx) => {
      const params = { recipient: await recipientFirstName(tx, gift), amount: formatMoney(gift.target - gift.paid, gift.currency_code) };
      await tellMembers(tx, gift, await poolMembers(tx, gift), 'groupGiftReminder', params, now);
    });
    reminded.push(gift.id);
  }
  return { expired, reminded };
}
