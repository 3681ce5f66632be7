import { callApi } from '../../lib/api-client.ts';
import type { SharedGift } from './shared-gift.ts';

/** The recipient page's calls: the opened-link record, the shared gift and redeeming it. */

/** Records that the link was opened. */
export async function trackLink(id: string): Promise<void> {
  await callApi('token', 'track_link', { id, source: 'web' });
}

export async function detailSharedOrder(id: string): Promise<SharedGift> {
  return (await callApi('order', 'detail_shared_order', { id })).table;
}

export async function redeemSharedOrder(id: string): Promise<number> {
  return (await callApi('order', 'redeem_order', { id })).order_id;
}

/** The link holder declines the gift before redeeming it; the sender is told (decision 0241). */
export async function declineSharedOrder(id: string): Promise<void> {
  await callApi('order', 'decline_shared_order', { id });
}
