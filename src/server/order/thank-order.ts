import { eq } from 'drizzle-orm';
import { noteExcerpt, REACTION_EMOJI, type GiftReaction } from '../../shared/gift-reply.ts';
import type { Db } from '../db/client.ts';
import { giftReplies, orders } from '../db/schema/index.ts';
import { conflict, notFound } from '../platform/api-error.ts';
import { apiDateTime } from '../platform/format-date.ts';
import { notify } from '../notification/notify.ts';
import { isGiven } from './order-states.ts';
import { giftRedeemed } from './gift-redeemed.ts';
import { memberLabelOf } from '../profile/member-label-of.ts';

export interface ThankInput {
  /** already cleaned to plain text by the option's schema; '' with a reaction alone */
  note: string;
  reaction?: GiftReaction;
}

/**
 * thank_order: the recipient of a given gift (Gifted or Received) answers it once with a note and/or a reaction; the
 * sender is told. The order row is locked (so a decline cannot slip in between), and the unique row per gift and
 * recipient decides between two thanks at once: the second inserts nothing and is refused as already_thanked.
 */
export async function thankOrder(db: Db, memberId: number, orderId: number, input: ThankInput, now: Date) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
    if (!order || order.recipient_id !== memberId || !isGiven(order)) throw notFound('Order');
    // thanks come after redeeming (decision 0241): a thank-you followed by a decline would tell the sender both
    if (!(await giftRedeemed(tx, order, true)))
      throw conflict('Redeem the gift first: thanks can be sent once it is yours', undefined, 'thank_after_redeem');
    const inserted = await tx
      .insert(giftReplies)
      .values({ order_id: orderId, recipient_id: memberId, note: input.note, reaction: input.reaction ?? null, created_at: now })
      .onConflictDoNothing()
      .returning({ id: giftReplies.id });
    if (inserted.length === 0) throw conflict('You have already thanked for this gift', undefined, 'already_thanked');
    const recipientName = await memberLabelOf(tx, memberId);
    await notify(tx, {
      memberId: order.member_id,
      type: 'thank_order',
      relatedId: orderId,
      event: 'giftThanked',
      params: {
        name: recipientName,
        note: input.note ? noteExcerpt(input.note) : input.reaction ? REACTION_EMOJI[input.reaction] : '',
      },
      now,
    });
    return {
      message: 'Thank you note sent',
      table: { order_id: orderId, thank_note: input.note, thank_reaction: input.reaction ?? '', thanked_date: apiDateTime(now) },
    };
  });
}
