/**
 * The order states the lifecycle works with (see the orders schema):
 * payment_status Basket | Pending | Paid | Cancelled | Refunded (support, back office) | Campaign Redemption;
 * order_status '' | gift | Self-Use | Gifted | Received | Bulk (a bulk gift batch's order, decision 0270).
 */
export const PAID_STATUSES = ['Paid', 'Campaign Redemption'] as const;
/** An order in one of these order states has been given to someone (a friend, or whoever redeemed its link). */
export const GIVEN_STATUSES = ['Gifted', 'Received'] as const;
/**
 * A gift on its way (decision 0210): Scheduled for a later delivery (goods still with the sender), or Waiting for the
 * phone number it was sent to. Neither is given yet, and neither may be sent again before it is taken back.
 */
export const ON_ITS_WAY_STATUSES = ['Scheduled', 'Waiting'] as const;

export interface GiftableState {
  payment_status: string;
  order_status: string;
  recipient_id: number | null;
}

/** Paid, for someone else, and not yet given: it may be sent to a friend or redeemed through its share link. */
export function isGiftable(o: GiftableState): boolean {
  return (
    o.payment_status === 'Paid' &&
    o.recipient_id === null &&
    o.order_status !== 'Self-Use' &&
    // a bulk gift batch's order holds no goods: its rows are given by their own orders (decision 0270)
    o.order_status !== 'Bulk' &&
    !(GIVEN_STATUSES as readonly string[]).includes(o.order_status) &&
    !(ON_ITS_WAY_STATUSES as readonly string[]).includes(o.order_status)
  );
}

export function isGiven(o: GiftableState): boolean {
  return o.recipient_id !== null && (GIVEN_STATUSES as readonly string[]).includes(o.order_status);
}
