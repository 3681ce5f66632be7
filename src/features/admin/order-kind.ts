/** What an order's kind (order_status, decision 0210) reads as in the console: labels only, never a raw value. */
export const ORDER_KINDS: Record<string, string> = {
  '': 'Not chosen yet',
  'Self-Use': 'For themselves',
  gift: 'Gift, link not redeemed yet',
  Scheduled: 'Gift, scheduled',
  Waiting: 'Gift, waiting for the recipient to join',
  Gifted: 'Gift, sent to a friend',
  Received: 'Gift, redeemed through its link',
};

export const kindLabel = (status: string) => ORDER_KINDS[status] ?? status;

export const ORDER_KIND_CHOICES = Object.entries(ORDER_KINDS)
  .filter(([id]) => id !== '')
  .map(([id, name]) => ({ id, name }));
