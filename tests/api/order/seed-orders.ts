/** Seeded orders the lifecycle tests rely on (src/server/seed/data/activity-plan.ts). */
export const DEMO = 1;
export const MEI_LING = 2;
export const RAJ = 3;
export const YUKI = 4;
/** has a pending friend request to the demo member: not a friend */
export const CHEN = 5;

export const ORDER = {
  /** demo member, Paid, order status 'gift', no recipient: can be sent or redeemed through its link */
  giftReady: 8,
  /** demo member, Pending */
  pending: 9,
  /** demo member, Paid, Self-Use, one voucher already used */
  selfUse: 5,
  /** demo member, Cancelled */
  cancelled: 6,
  /** demo member sent it to Raj (Gifted, not yet redeemed) */
  gifted: 7,
  /** Mei Ling gave it to the demo member (Received) */
  received: 4,
  /** the demo member's basket */
  basket: 10,
} as const;
