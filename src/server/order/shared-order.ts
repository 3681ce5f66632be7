import { markOpened } from './mark-opened.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, withdrawnGiftLinks } from '../db/schema/index.ts';
import { ApiError, notFound } from '../platform/api-error.ts';
import { forgiveAttempts, hitRateLimit } from '../platform/rate-limit.ts';
import { isGiven } from './order-states.ts';
import { cardOf, defaultCard, membersById, orderLinesOf } from './order-view.ts';

/** Unknown share ids an address may try per window before it is refused (guessing is pointless at 128 bits, but cheap to stop). */
const MISS_LIMIT = 20;
const MISS_WINDOW_MS = 10 * 60_000;

type SharedRow = typeof orders.$inferSelect;

/**
 * The order behind a share id, when it is one a link may show: paid and meant for someone else.
 * Misses count against the caller's address, so share ids cannot be probed in bulk.
 */
export async function findSharedOrder(db: Db, shareId: string, ip: string, now: Date): Promise<SharedRow> {
  const key = `share-miss:${ip}`;
  // The try is counted before the look-up (atomic under bursts) and taken back when the link exists.
  const attempt = await hitRateLimit(
    db,
    key,
    MISS_LIMIT,
    MISS_WINDOW_MS,
    now,
    'Too many unknown gift links, please wait a moment and try again',
  );
  const [order] = await db.select().from(orders).where(eq(orders.share_id, shareId));
  if (!order) await refuseWithdrawnLink(db, shareId, attempt);
  // a Scheduled gift shows nothing before its time (decision 0210)
  if (order?.payment_status !== 'Paid' || order.order_status === 'Self-Use' || order.order_status === 'Scheduled') throw notFound('Gift');
  await forgiveAttempts(db, [attempt]);
  return order;
}

/**
 * A link that stopped working says why (decision 0241): its sender took the gift back, or it was declined. It is a
 * link that existed, so the miss is forgiven.
 */
async function refuseWithdrawnLink(db: Db, shareId: string, attempt: number) {
  const why = await withdrawnLinkError(db, shareId);
  if (!why) return;
  await forgiveAttempts(db, [attempt]);
  throw why;
}

/** Why a share link stopped working, as the refusal its holder gets; null for a link that never existed. */
async function withdrawnLinkError(db: Db, shareId: string): Promise<ApiError | null> {
  const [gone] = await db
    .select({ reason: withdrawnGiftLinks.reason })
    .from(withdrawnGiftLinks)
    .where(eq(withdrawnGiftLinks.share_id, shareId));
  if (!gone) return null;
  if (gone.reason === 'taken_back') return new ApiError('not_found', 'The sender took this gift back', { reason: 'gift_taken_back' });
  // the sender corrected the recipient: this link went to the old address, phone or friend (decisions 0267, 0269)
  if (gone.reason === 'readdressed')
    return new ApiError('not_found', 'This gift was sent to another address, so this link no longer works', { reason: 'gift_readdressed' });
  return new ApiError('not_found', 'This gift was declined, so its link no longer works', { reason: 'gift_declined' });
}

/**
 * detail_shared_order: what the redeem page shows to whoever holds the link. It never carries the order id,
 * the order number or any price. Once the gift is given only the recipient's name is shown.
 */
export async function detailSharedOrder(db: Db, shareId: string, viewerId: number | null, ip: string, now: Date) {
  const order = await findSharedOrder(db, shareId, ip, now);
  const people = await membersById(db, [order.member_id, order.recipient_id]);
  const sender = people.get(order.member_id);
  const base = {
    share_id: shareId,
    sender_name: sender?.name ?? '',
    sender_profile_picture: sender?.profile_picture ?? '',
    is_sender: viewerId === order.member_id,
  };
  if (isGiven(order)) {
    return {
      ...base,
      state: 'redeemed' as const,
      recipient_name: people.get(order.recipient_id!)?.name ?? '',
      is_recipient: viewerId === order.recipient_id,
    };
  }
  // anyone but the sender opening the link is what the sender sees as Opened
  // only while the link is still the gift's: one withdrawn meanwhile (taken back, sent elsewhere) is refused instead
  if (viewerId !== order.member_id && !order.opened_at && !(await markOpened(db, order.id, now, eq(orders.share_id, shareId))))
    throw (await withdrawnLinkError(db, shareId)) ?? notFound('Gift');
  const [lines, chosen] = await Promise.all([orderLinesOf(db, order.id), cardOf(db, order.giftcard_id, order.giftcard_edit_parameter)]);
  const card = chosen.giftcard_image ? chosen : await defaultCard(db, order.country_id);
  return {
    ...base,
    state: 'available' as const,
    recipient_name: '',
    is_recipient: false,
    ...card,
    products: lines.map((l) => ({
      image: l.image,
      product_name: l.product_name,
      quantity: l.quantity,
      multiple_languages: l.multiple_languages,
    })),
  };
}
