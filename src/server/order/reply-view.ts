import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftReplies, type orders } from '../db/schema/index.ts';
import { apiDateTime } from '../platform/format-date.ts';
import type { GiftState } from '../../shared/gift-state.ts';
import { isGiven } from './order-states.ts';
import { membersById } from './order-view.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * What detail_order shows of the recipient's answers (decisions 0210, 0241): the current recipient's thank-you note to
 * the sender and to the recipient who wrote it (never to anyone else); to the sender, who declined the gift and when
 * while its state is declined (sending it again, or scheduling it, ends that); and whether the recipient may still
 * decline (before redeeming) or thank (after redeeming, once).
 */
export async function giftReplyView(db: Db, order: OrderRow, viewer: 'owner' | 'recipient', state: GiftState) {
  const given = isGiven(order);
  const [reply] =
    given && order.recipient_id !== null
      ? await db
          .select({ note: giftReplies.note, reaction: giftReplies.reaction, created_at: giftReplies.created_at })
          .from(giftReplies)
          .where(and(eq(giftReplies.order_id, order.id), eq(giftReplies.recipient_id, order.recipient_id)))
      : [];
  const declined = viewer === 'owner' && state === 'declined' && order.declined_by !== null;
  const decliner = declined && order.declined_by !== null ? (await membersById(db, [order.declined_by])).get(order.declined_by) : undefined;
  const recipient = viewer === 'recipient';
  return {
    fields: {
      thank_note: reply?.note ?? '',
      thank_reaction: reply?.reaction ?? '',
      thanked_date: apiDateTime(reply?.created_at),
      declined_by_name: declined ? (decliner?.name ?? '') : '',
      declined_date: declined ? apiDateTime(order.declined_at) : '',
    },
    actions: {
      thank: recipient && given && !reply && state === 'redeemed',
      decline: recipient && order.order_status === 'Gifted' && state !== 'redeemed',
    },
  };
}
