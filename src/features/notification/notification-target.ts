/** Where tapping a notification leads (spec, notification tap): a route with its query, or a reload of the list. */
export type NotificationTarget = { kind: 'route'; route: string; query?: Record<string, string> } | { kind: 'reload' };

export function notificationTarget(type: string, relatedId: string): NotificationTarget {
  const id = relatedId.trim();
  const withId = (route: string): NotificationTarget => (id ? { kind: 'route', route, query: { id } } : { kind: 'reload' });
  switch (type) {
    case 'send_order':
    case 'redeem_order':
    case 'thank_order':
    case 'decline_order':
    case 'refund_order':
      return withId('order-details');
    case 'add_friend':
      return { kind: 'route', route: 'friends', query: { type: 'list_friend_request' } };
    case 'accept_friend':
      return { kind: 'route', route: 'friends' };
    case 'reject_friend':
      return { kind: 'reload' };
    case 'product':
      return withId('product-details');
    case 'campaign':
      return withId('campaign');
    case 'giftcard':
      return withId('gift-card-product');
    case 'expired_evoucher':
    case 'expiring_evoucher':
    case 'redeemed_evoucher':
      return withId('voucher-details');
    case 'group_gift':
      // a group gift's page (decision 0258): its members open it by its member id
      return withId('group-gift');
    case 'birthday':
      // a friend's birthday: to the shop to send a gift, like the empty list's "Send a gift"
      return { kind: 'route', route: 'categories' };
    default:
      return { kind: 'reload' };
  }
}
