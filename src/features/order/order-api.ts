import { callApi } from '../../lib/api-client.ts';
import type { OrderDetail, OrderRow, TimeFilter } from './order-types.ts';

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

/** Sends a paid order to a friend; answers the server's message. */
export async function sendOrder(orderId: number, recipientId: number): Promise<string> {
  return (await callApi('order', 'send_order', { order_id: orderId, recipient_id: recipientId })).message;
}
