import { apiDateTime } from '../platform/format-date.ts';

interface DeliveryState {
  payment_status: string;
  order_status: string;
  recipient_id: number | null;
  received_at: Date | null;
  deliver_at: Date | null;
  gift_phone: string | null;
}

/** The sender's view of a gift on its way: when a Scheduled gift is delivered, and the phone a gift was sent to. */
export function deliveryFields(o: Pick<DeliveryState, 'deliver_at' | 'gift_phone' | 'order_status'>) {
  const at = o.order_status === 'Scheduled' ? o.deliver_at : null;
  return {
    deliver_at: at ? Math.floor(at.getTime() / 1000) : 0,
    deliver_date: apiDateTime(at),
    recipient_phone: o.gift_phone ?? '',
  };
}

/** The gift may be taken back: scheduled, waiting for a phone, or given to a member and not redeemed through a link. */
export function isUnsendable(o: DeliveryState): boolean {
  if (o.payment_status !== 'Paid') return false;
  if (o.order_status === 'Scheduled' || o.order_status === 'Waiting') return true;
  return o.order_status === 'Gifted' && o.recipient_id !== null && o.received_at === null;
}

/** What the sender may do with a gift on its way (detail_order's actions). */
export function deliveryActions(o: DeliveryState, owner: boolean) {
  return { unsend: owner && isUnsendable(o), reschedule: owner && o.payment_status === 'Paid' && o.order_status === 'Scheduled' };
}
