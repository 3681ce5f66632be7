import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupGifts, orders } from '../db/schema/index.ts';
import { fulfilOrder } from '../order/fulfilment.ts';
import { giveToMember } from '../order/deliver-gift.ts';
import { createCard } from '../value/udollar.ts';
import { post } from '../ledger/post.ts';
import { groupPoolAccount } from '../ledger/accounts.ts';
import { notify } from '../notification/notify.ts';
import { formatMoney } from '../../shared/money.ts';
import type { GiftRow } from './gift-row.ts';
import { poolPaysOrder } from './pool-ledger.ts';
import { poolMembers, tellMembers } from './notify-members.ts';
import { recipientFirstName } from './create-group-gift.ts';
import { memberLabelOf } from '../profile/member-label-of.ts';

/** A surplus's uDollar credit lasts a year, as a refund's does. */
const SURPLUS_CREDIT_DAYS = 365;

/**
 * The pool reached its target (decision 0258), under the gift's row lock, so exactly once: the pool pays the gift's
 * order, which is fulfilled (its vouchers issued to the organiser) and given to the recipient at once, or scheduled
 * for the birthday (or for a phone without an account: the delivery job sends its link). What was paid over the target
 * is credited to the organiser as uDollar. Everyone in the pool is told.
 */
export async function fundPool(tx: Db, gift: GiftRow, now: Date): Promise<void> {
  await tx.update(groupGifts).set({ status: 'funded', closed_at: now }).where(eq(groupGifts.id, gift.id));
  await poolPaysOrder(tx, gift, now);
  await tx
    .update(orders)
    .set({ payment_status: 'Pending', reserved_at: now })
    .where(and(eq(orders.id, gift.order_id), eq(orders.payment_status, 'Pool')));
  const done = await fulfilOrder(tx, gift.order_id, now);
  if (!done.fulfilled) throw new Error(`group gift ${gift.id}: its order ${gift.order_id} was not waiting for the pool`);

  const recipient = await recipientFirstName(tx, gift);
  const surplus = gift.paid - gift.target;
  if (surplus > 0) {
    const card = await createCard(
      tx,
      {
        memberId: gift.organiser_id,
        orderId: gift.order_id,
        currency: gift.currency_code,
        country: gift.country_id,
        value: surplus,
        paidValue: 0,
        expiresAt: new Date(now.getTime() + SURPLUS_CREDIT_DAYS * 86_400_000),
        reason: 'group_surplus',
      },
      now,
    );
    await post(tx, { kind: 'pool_funded', at: now, orderId: gift.order_id, udollarCardId: card.id }, [
      ...card.legs,
      { account: groupPoolAccount(gift), amount: surplus },
    ]);
    await notify(tx, {
      memberId: gift.organiser_id,
      type: 'group_gift',
      relatedId: gift.id,
      event: 'groupGiftSurplus',
      params: { recipient, amount: formatMoney(surplus, gift.currency_code) },
      now,
    });
  }

  const members = await poolMembers(tx, gift);
  await tellMembers(tx, gift, members, 'groupGiftFunded', { recipient }, now);
  const order = { id: gift.order_id, member_id: gift.organiser_id };
  const later = gift.deliver_at !== null && gift.deliver_at.getTime() > now.getTime();
  if (!later && gift.recipient_id !== null && gift.recipient_id !== gift.organiser_id) {
    if (await giveToMember(tx, order, gift.recipient_id, ['gift'], now, gift.recipient_phone)) {
      await tellDelivered(tx, gift, gift.recipient_id, now);
      return;
    }
  }
  // for the birthday, or for a phone: the delivery job gives it when due (decision 0210)
  await tx
    .update(orders)
    .set({
      order_status: 'Scheduled',
      deliver_at: later ? gift.deliver_at : now,
      gift_recipient_id: gift.recipient_id,
      gift_phone: gift.recipient_phone,
    })
    .where(eq(orders.id, gift.order_id));
}

/** The pool hears the gift was delivered; the recipient hears of the card everyone signed (it opens the group gift). */
async function tellDelivered(tx: Db, gift: GiftRow, recipientId: number, now: Date): Promise<void> {
  await tellMembers(tx, gift, await poolMembers(tx, gift), 'groupGiftDelivered', { recipient: await recipientFirstName(tx, gift) }, now);
  await tellMembers(tx, gift, [recipientId], 'groupGiftForYou', { name: await memberLabelOf(tx, gift.organiser_id) }, now);
}

/** A scheduled group gift was delivered by the delivery job to `recipientId`. */
export async function tellGroupDelivered(tx: Db, orderId: number, recipientId: number, now: Date): Promise<void> {
  const [gift] = await tx.select().from(groupGifts).where(eq(groupGifts.order_id, orderId));
  if (gift) await tellDelivered(tx, gift, recipientId, now);
}
