import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { notFound } from '../platform/api-error.ts';
import { apiDateTime } from '../platform/format-date.ts';
import { GIVEN_STATUSES, isGiftable, isGiven, PAID_STATUSES } from './order-states.ts';
import { cardOf, membersById, orderLinesOf } from './order-view.ts';
import { markOpened } from './mark-opened.ts';
import { ensureShareId } from './share-id.ts';
import { deliveryActions, deliveryFields } from './delivery-view.ts';
import { giftReplyView } from './reply-view.ts';
import { giftRedeemed } from './gift-redeemed.ts';
import { giftStateOf } from './gift-state-of.ts';
import { canReaddress, emailDeliveryOf } from './email-delivery-view.ts';
import { canChangeRecipient } from './readdress-recipient.ts';
import { canSwap } from './swap-gift.ts';

export type OrderViewer = 'owner' | 'recipient';

/**
 * detail_order: the owner sees everything (amounts, phrase, the share id while the order can still be given);
 * the member the order was given to sees the card, the items and who sent it, never the prices;
 * anyone else is told it does not exist.
 */
export async function detailOrder(db: Db, memberId: number, orderId: number, now: Date) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.payment_status === 'Basket') throw notFound('Order');
  let viewer: OrderViewer;
  if (order.member_id === memberId) viewer = 'owner';
  else if (order.recipient_id === memberId && isGiven(order)) viewer = 'recipient';
  else throw notFound('Order');

  if (viewer === 'recipient' && !order.opened_at) {
    // still theirs: the sender may have sent it to someone else meanwhile (decision 0269)
    const opened = await markOpened(
      db,
      order.id,
      now,
      and(eq(orders.recipient_id, memberId), inArray(orders.order_status, GIVEN_STATUSES)),
    );
    if (!opened) throw notFound('Order');
    order.opened_at = opened;
  }

  // the one state of the gift (decision 0241): whether its recipient used it is asked only of a gift they hold
  const state = giftStateOf(order, isGiven(order) && (await giftRedeemed(db, order)));
  const [lines, card, people, replies] = await Promise.all([
    orderLinesOf(db, order.id),
    cardOf(db, order.giftcard_id, order.giftcard_edit_parameter),
    membersById(db, [order.member_id, order.recipient_id, order.gift_recipient_id]),
    giftReplyView(db, order, viewer, state),
  ]);
  const paid = (PAID_STATUSES as readonly string[]).includes(order.payment_status);
  const given = isGiven(order);
  const giftable = isGiftable(order);
  const sender = people.get(order.member_id);
  // a Scheduled gift's intended member is its recipient to the sender (decision 0210)
  const recipientId = order.recipient_id ?? (order.order_status === 'Scheduled' ? order.gift_recipient_id : null);
  const recipient = recipientId ? people.get(recipientId) : undefined;
  const owner = viewer === 'owner';

  const swappable = !owner && (await canSwap(db, memberId, order.id, now));
  const table = {
    id: order.id,
    order_no: order.order_no ?? '',
    viewer,
    created_date: apiDateTime(order.created_at),
    paid_date: apiDateTime(order.paid_at),
    sent_date: apiDateTime(order.gifted_at),
    received_date: apiDateTime(order.received_at),
    opened_date: apiDateTime(order.opened_at),
    payment_status: order.payment_status,
    order_status: order.order_status,
    member_id: order.member_id,
    member_name: sender?.name ?? '',
    member_profile_picture: sender?.profile_picture ?? '',
    recipient_id: order.recipient_id ?? 0,
    recipient_name: recipient?.name ?? '',
    currency: order.currency_code,
    ...card,
    products: owner ? lines : lines.map(({ amount: _a, ...rest }) => rest),
    ...replies.fields,
    gift_state: state,
    taken_back_date: owner && state === 'taken_back' ? apiDateTime(order.taken_back_at) : '',
    ...(owner
      ? {
          phrase: order.phrase,
          sub_total: order.sub_total,
          total_discount: order.total_discount,
          udollar_amount: order.udollar_amount,
          points: order.points,
          order_amount: order.order_amount,
          // a gift waiting for a phone keeps its link too: the sender may pass it on if the text message went astray
          share_id: giftable || order.order_status === 'Waiting' ? await ensureShareId(db, order.id) : '',
          ...deliveryFields(order),
          // a gift sent by e-mail: its address and delivery status (decision 0267)
          email_delivery: await emailDeliveryOf(db, order),
        }
      : {}),
    actions: {
      pay: owner && order.payment_status === 'Pending',
      cancel: owner && order.payment_status === 'Pending',
      send: owner && giftable,
      view_voucher: paid && lines.length > 0 && (owner ? !given : true),
      ...deliveryActions(order, owner),
      // the address of a gift by e-mail (decision 0267), or the friend or phone of one not yet opened (decision 0269)
      readdress: owner && (canReaddress(order) || canChangeRecipient(order, { email: order.gift_email, used: state === 'redeemed' })),
      ...replies.actions,
      // the recipient may swap the gift once, before using any of it, or pick one of the sender's choices (decision 0265)
      swap: swappable,
      pick: swappable && (order.choice_product_ids?.length ?? 0) > 0 && order.choice_picked_at === null,
    },
  };
  return table;
}
