import type { Logger } from 'pino';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { BASE } from '../../shared/base-path.ts';
import type { Db } from '../db/client.ts';
import { countries, members, orders, smsOutbox } from '../db/schema/index.ts';
import type { SmsAdapter } from '../platform/adapters.ts';
import { rateLimited, takeAttempt } from '../platform/rate-limit.ts';
import { giveToMember, type GiftFromState, returnUndelivered } from './deliver-gift.ts';
import parsePhoneNumberFromString from 'libphonenumber-js/mobile';
import { ensureShareId } from './share-id.ts';

/** Gifts to phone numbers a sender may send per day (each may cost an SMS, and each tells whether a number is a member). */
export const PHONE_GIFT_LIMIT = 10;
const DAY_MS = 86_400_000;

/** What a gift to a phone number needs from the app: the SMS adapter, the shop's public address, a logger. */
export interface GiftSmsDeps {
  sms: SmsAdapter;
  baseUrl: string;
  logger?: Logger;
}

/** A text message to send once the transaction that decided it has committed. */
export interface GiftSms {
  to: string;
  text: string;
  orderId: number;
}

/** Counts one phone gift against the sender's daily limit: the attempt's id, or 429 past the limit. */
export async function takePhoneGiftAttempt(db: Db, memberId: number, now: Date): Promise<number> {
  const id = await takeAttempt(db, `phone-gift:${memberId}`, PHONE_GIFT_LIMIT, DAY_MS, now);
  if (id === null) throw rateLimited(`You can send at most ${PHONE_GIFT_LIMIT} gifts to phone numbers a day. Please try again tomorrow.`);
  return id;
}

/**
 * Whether a gift may go to a phone (decision 0237): a mobile number (libphonenumber's metadata, by range) of one of
 * the shop's markets. Premium-rate, shared-cost, satellite and other countries' numbers are refused, so the daily
 * limit is not a daily allowance of premium texts.
 */
export async function isGiftablePhone(db: Db, phone: string): Promise<boolean> {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed?.isValid()) return false;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return false;
  const markets = await db.select({ code: countries.country_code }).from(countries);
  return markets.some((m) => m.code === `+${parsed.countryCallingCode}`);
}

/**
 * The sender as a text message names them (decision 0237): the first word of their name, letters only, at most 20
 * of them; never a link, a number or punctuation a stranger's phone would show under the shop's sender name.
 */
export function smsSenderName(name: string): string {
  const first = (name.normalize('NFKC').match(/\p{L}+/gu) ?? [])[0] ?? '';
  return first.slice(0, 20) || 'A Ugift member';
}

export async function memberByPhone(tx: Db, phone: string): Promise<{ id: number } | undefined> {
  const [row] = await tx.select({ id: members.id }).from(members).where(eq(members.phone_e164, phone)).limit(1);
  return row;
}

export async function phoneOf(tx: Db, memberId: number): Promise<string | null> {
  const [row] = await tx.select({ phone: members.phone_e164 }).from(members).where(eq(members.id, memberId));
  return row?.phone ?? null;
}

/** The share page of a gift, absolute (the link a text message carries). */
export function giftShareLink(baseUrl: string, shareId: string): string {
  return `${baseUrl}${BASE}/giftcard-share?id=${encodeURIComponent(shareId)}`;
}

/**
 * A gift to a phone number that has no account: the order waits for that phone (Waiting, guarded UPDATE from the
 * states the caller expects) and answers the one text message that carries its share link, to send after commit.
 * Answers null when the order was not in those states any more.
 */
export async function waitForPhone(
  tx: Db,
  order: { id: number; member_id: number },
  phone: string,
  from: readonly GiftFromState[],
  baseUrl: string,
): Promise<GiftSms | null> {
  const states = from.flatMap((s) => (s === 'gift' ? ['gift', ''] : [s]));
  const updated = await tx
    .update(orders)
    .set({ order_status: 'Waiting', gift_phone: phone, deliver_at: null, gift_recipient_id: null })
    .where(
      and(eq(orders.id, order.id), eq(orders.payment_status, 'Paid'), isNull(orders.recipient_id), inArray(orders.order_status, states)),
    )
    .returning({ id: orders.id });
  if (updated.length === 0) return null;
  const link = giftShareLink(baseUrl, await ensureShareId(tx, order.id));
  const [sender] = await tx.select({ name: members.name }).from(members).where(eq(members.id, order.member_id));
  return { to: phone, orderId: order.id, text: `${smsSenderName(sender?.name ?? '')} sent you a gift on Ugift. Open it here: ${link}` };
}

/** A message is tried at most this many times before it stays in the outbox for a person to look at. */
export const SMS_ATTEMPTS = 5;

/** Puts text messages in the outbox, in the transaction that decided them; answers their ids, for sendQueuedSms. */
export async function queueGiftSms(tx: Db, messages: GiftSms[], now: Date): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await tx
    .insert(smsOutbox)
    .values(messages.map((m) => ({ to_phone: m.to, body: m.text, order_id: m.orderId, created_at: now })))
    .returning({ id: smsOutbox.id });
  return rows.map((r) => r.id);
}

/**
 * Sends messages from the outbox (those `ids`, after the transaction that queued them committed; or every unsent one,
 * the outbox job's crash recovery). Each row is locked while it is sent (skip locked), so two servers never send it
 * twice; a failure is counted and logged, and the job tries again. At least once: a crash right after the provider
 * took a message and before the row was marked can send it a second time.
 */
export async function sendQueuedSms(db: Db, deps: GiftSmsDeps, now: Date, ids?: number[]): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(smsOutbox)
        .where(and(isNull(smsOutbox.sent_at), lt(smsOutbox.attempts, SMS_ATTEMPTS), ids ? inArray(smsOutbox.id, ids) : undefined))
        .orderBy(smsOutbox.id)
        .limit(20)
        .for('no key update', { skipLocked: true });
      for (const m of due) {
        try {
          await deps.sms.send(m.to_phone, m.body);
          await tx
            .update(smsOutbox)
            .set({ sent_at: now, attempts: m.attempts + 1 })
            .where(eq(smsOutbox.id, m.id));
          sent++;
        } catch (err) {
          deps.logger?.error({ err, orderId: m.order_id }, 'gift SMS could not be sent');
          await tx
            .update(smsOutbox)
            .set({ attempts: m.attempts + 1, last_error: String((err as Error).message ?? err).slice(0, 300) })
            .where(eq(smsOutbox.id, m.id));
        }
      }
      return due.length;
    });
    if (batch < 20 || ids) return sent;
  }
}

/**
 * A member registered with a phone that gifts wait for: each becomes theirs (Gifted, goods moved, notified), inside
 * the registration's transaction. Each gift is given in its own savepoint; one that cannot be given (its goods were
 * used meanwhile) goes back to its sender, who is told, and never stops the registration.
 */
export async function deliverWaitingPhoneGifts(tx: Db, memberId: number, phone: string, now: Date): Promise<number[]> {
  const waiting = await tx
    .select({ id: orders.id, member_id: orders.member_id })
    .from(orders)
    .where(and(eq(orders.order_status, 'Waiting'), eq(orders.gift_phone, phone)))
    .orderBy(orders.id)
    .for('no key update');
  const delivered: number[] = [];
  for (const order of waiting) {
    if (order.member_id === memberId) continue;
    try {
      await tx.transaction(async (sp) => {
        if (!(await giveToMember(sp as unknown as Db, order, memberId, ['Waiting'], now, phone))) throw new Error('not waiting');
      });
      delivered.push(order.id);
    } catch {
      await returnUndelivered(tx, order, 'Waiting', phone, now);
    }
  }
  return delivered;
}
