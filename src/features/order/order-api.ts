import { callApi } from '../../lib/api-client.ts';
import type { OrderDetail, OrderRow, TimeFilter } from './order-types.ts';

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

/** Whom a gift goes to: a friend, or a phone number in international form (+6591234567). */
export type GiftRecipient = { recipientId: number } | { recipientPhone: string };

/** Sends a paid order to a friend or a phone number, now or at deliverAt (unix seconds); answers whom it went to. */
export async function sendOrder(orderId: number, to: GiftRecipient, deliverAt?: number): Promise<{ recipientName: string }> {
  const recipient = 'recipientId' in to ? { recipient_id: to.recipientId } : { recipient_phone: to.recipientPhone };
  const answer = await callApi('order', 'send_order', { order_id: orderId, ...recipient, deliver_at: deliverAt });
  return { recipientName: answer.recipient_name };
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
