import { callApi } from '../../lib/api-client.ts';
import type { OrderDetail, OrderRow, TimeFilter } from './order-types.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';

export type { OrderDetail, OrderRow, TimeFilter };

/** The orders feature's calls (the one place it calls the API): lists, details, cancel, pay again, send. */
export type OrderKind = 'purchased' | 'sent' | 'received' | 'pay';

export async function listOrders(q: {
  kind: OrderKind;
  month?: string;
  year?: string;
  limit: number;
  offset: number;
}): Promise<{ rows: OrderRow[]; total: number }> {
  const answer = await callApi('order', 'list_order', {
    filter_by: q.kind,
    filter_by_month: q.month,
    filter_by_year: q.year,
    limit: q.limit,
    offset: q.offset,
  });
  return { rows: answer.table, total: answer.total };
}

export async function listTimeFilters(kind: OrderKind): Promise<TimeFilter[]> {
  return (await callApi('order', 'list_filter_time', { filter_by: kind })).table;
}

export async function detailOrder(orderId: string | number): Promise<OrderDetail> {
  return (await callApi('order', 'detail_order', { order_id: orderId })).table;
}

export async function cancelOrder(orderId: number): Promise<void> {
  await callApi('order', 'cancel_order', { order_id: orderId });
}

/** The cashier page for an unpaid order. */
export async function cashierUrl(orderId: string | number): Promise<string> {
  return (await callApi('order', 'get_cashier_url', { order_id: orderId, order_source: 'web' })).cashier_url;
}

/** Whom a gift goes to: a friend, a phone number in international form (+6591234567), or an e-mail address. */
export type GiftRecipient =
  | { recipientId: number }
  | { recipientPhone: string }
  | { recipientEmail: string; language: 'eng' | 'cn' | 'jp' };

const recipientFields = (to: GiftRecipient) =>
  'recipientId' in to
    ? { recipient_id: to.recipientId }
    : 'recipientPhone' in to
      ? { recipient_phone: to.recipientPhone }
      : { recipient_email: to.recipientEmail, recipient_language: to.language };

/** Sends a paid order to a friend or a phone number, now or at deliverAt (unix seconds); answers whom it went to. */
export async function sendOrder(
  orderId: number,
  to: GiftRecipient,
  deliverAt?: number,
  choiceIds: number[] = [],
): Promise<{ recipientName: string }> {
  const answer = await callApi('order', 'send_order', {
    order_id: orderId,
    ...recipientFields(to),
    deliver_at: deliverAt,
    ...(choiceIds.length ? { choice_ids: choiceIds } : {}),
  });
  return { recipientName: answer.recipient_name };
}

/** The sender sends a gift by e-mail to a corrected address, until it is opened (the old link stops working). */
export async function readdressOrder(orderId: number, email: string, language: 'eng' | 'cn' | 'jp'): Promise<void> {
  await callApi('order', 'readdress_order', { order_id: orderId, recipient_email: email, recipient_language: language });
}

/** The sender sends a gift not yet opened to another friend or phone instead (the old link stops working). */
export async function readdressRecipient(orderId: number, to: { recipientId: number } | { recipientPhone: string }) {
  const answer = await callApi('order', 'readdress_order', { order_id: orderId, ...recipientFields(to) });
  return { recipientName: answer.recipient_name ?? '', orderStatus: answer.order_status ?? '' };
}

/** The sender takes a gift back before it is redeemed (scheduled, waiting or delivered). */
export async function unsendOrder(orderId: number): Promise<void> {
  await callApi('order', 'unsend_order', { order_id: orderId });
}

/** The sender moves a scheduled gift's delivery time (unix seconds). */
export async function rescheduleOrder(orderId: number, deliverAt: number): Promise<void> {
  await callApi('order', 'reschedule_order', { order_id: orderId, deliver_at: deliverAt });
}

/** The recipient thanks for a gift once: a note (plain text) and/or a reaction; answers what was stored. */
export async function thankOrder(orderId: number, note: string, reaction: string | undefined) {
  return (await callApi('order', 'thank_order', { order_id: orderId, note, reaction: reaction ?? '' })).table;
}

/** The recipient declines a gift that is not yet redeemed: it goes back to the sender. */
export async function declineOrder(orderId: number): Promise<void> {
  await callApi('order', 'decline_order', { order_id: orderId });
}

export type SwapChoices = AnswerOf<'order', 'list_swap_choices'>;

/** What the recipient may swap a gift for (decision 0265), dearest first. */
export async function listSwapChoices(orderId: number, lang: 'en' | 'cn' | 'jp'): Promise<SwapChoices> {
  return callApi('order', 'list_swap_choices', { order_id: orderId, lang, limit: 50 });
}

export type GiftChoices = AnswerOf<'order', 'list_gift_choices'>;

/** The products the sender let the recipient pick from, the gift's own first (decision 0265). */
export async function listGiftChoices(orderId: number, lang: 'en' | 'cn' | 'jp'): Promise<GiftChoices> {
  return callApi('order', 'list_gift_choices', { order_id: orderId, lang });
}

/** The recipient picks one of them, once: answers the order that now holds the gift. */
export async function pickGiftChoice(orderId: number, productId: number) {
  return callApi('order', 'pick_gift_choice', { order_id: orderId, product_id: productId });
}

/** The recipient swaps the gift: answers the order that now holds it and the difference put on their uDollar. */
export async function swapOrder(orderId: number, productId: number) {
  return callApi('order', 'swap_order', { order_id: orderId, product_id: productId });
}
