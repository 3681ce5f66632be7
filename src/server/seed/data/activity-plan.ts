import type { CountryKey } from './countries.ts';

/**
 * The demo member's history: one order per state the screens know (ids fixed, oldest first).
 * The Pending order was reserved two minutes before the seed time; like any unpaid order it is
 * cancelled 30 minutes after its reservation.
 */
export type VoucherFate = 'Active' | 'Used' | 'Expired';

export interface PlanLine {
  offer: string;
  quantity: number;
  fates?: VoucherFate[];
}

export interface OrderPlan {
  id: number;
  key: string;
  memberId: number;
  recipientId: number | null;
  paymentStatus: 'Basket' | 'Pending' | 'Paid' | 'Cancelled';
  orderStatus: '' | 'gift' | 'Self-Use' | 'Gifted' | 'Received';
  /** products of the market (Singapore unless set) by offer key */
  lines: PlanLine[];
  market?: CountryKey;
  createdDaysAgo: number;
  giftcard?: { id: number; to: string; message: string; music: number; photo: boolean };
  udollar?: { card: 'current' | 'expired'; amount: number };
  giftedDaysAgo?: number;
  receivedDaysAgo?: number;
}

export const ORDER_PLAN: OrderPlan[] = [
  {
    id: 1,
    key: 'udollar-old',
    memberId: 1,
    recipientId: null,
    paymentStatus: 'Paid',
    orderStatus: 'Self-Use',
    lines: [{ offer: 'udollar-50', quantity: 1 }],
    createdDaysAgo: 400,
  },
  {
    id: 2,
    key: 'old-expired',
    memberId: 1,
    recipientId: null,
    paymentStatus: 'Paid',
    orderStatus: 'Self-Use',
    createdDaysAgo: 390,
    lines: [
      { offer: 'grill-value', quantity: 1 },
      { offer: 'page-20', quantity: 1 },
    ],
    udollar: { card: 'expired', amount: 3000 },
  },
  {
    id: 3,
    key: 'udollar',
    memberId: 1,
    recipientId: null,
    paymentStatus: 'Paid',
    orderStatus: 'Self-Use',
    lines: [{ offer: 'udollar-100', quantity: 1 }],
    createdDaysAgo: 60,
  },
  {
    id: 4,
    key: 'received',
    memberId: 2,
    recipientId: 1,
    paymentStatus: 'Paid',
    orderStatus: 'Received',
    createdDaysAgo: 30,
    giftedDaysAgo: 30,
    receivedDaysAgo: 29,
    lines: [{ offer: 'bean-pack', quantity: 1 }],
    giftcard: { id: 6, to: 'Dear Alex', message: 'Thanks for always being there. Coffee is on me this time!', music: 3, photo: true },
  },
  {
    id: 5,
    key: 'self-use',
    memberId: 1,
    recipientId: null,
    paymentStatus: 'Paid',
    orderStatus: 'Self-Use',
    createdDaysAgo: 20,
    lines: [
      { offer: 'bean-value', quantity: 2, fates: ['Used', 'Active'] },
      { offer: 'star-2tix', quantity: 1 },
    ],
    udollar: { card: 'current', amount: 2500 },
  },
  {
    id: 6,
    key: 'cancelled',
    memberId: 1,
    recipientId: null,
    paymentStatus: 'Cancelled',
    orderStatus: '',
    createdDaysAgo: 14,
    lines: [{ offer: 'sky-100', quantity: 1 }],
  },
  {
    id: 7,
    key: 'gifted',
    memberId: 1,
    recipientId: 3,
    paymentStatus: 'Paid',
    orderStatus: 'Gifted',
    createdDaysAgo: 9,
    giftedDaysAgo: 8.9,
    lines: [
      { offer: 'sakura-cake', quantity: 1 },
      { offer: 'pixel-20', quantity: 1 },
    ],
    giftcard: {
      id: 4,
      to: 'Dear Raj',
      message: 'Thank you for showing me around KL. Enjoy the cake and a game night!',
      music: 2,
      photo: true,
    },
  },
  {
    id: 8,
    key: 'gift-ready',
    memberId: 1,
    recipientId: null,
    paymentStatus: 'Paid',
    orderStatus: 'gift',
    createdDaysAgo: 3,
    lines: [{ offer: 'urban-50', quantity: 1 }],
    giftcard: {
      id: 1,
      to: 'Happy birthday, Mei Ling!',
      message: 'Wishing you a year full of laughter. Treat yourself to something nice!',
      music: 1,
      photo: false,
    },
  },
  {
    id: 9,
    key: 'pending',
    memberId: 1,
    recipientId: null,
    paymentStatus: 'Pending',
    orderStatus: 'Self-Use',
    createdDaysAgo: 3 / 1440,
    lines: [
      { offer: 'grill-value', quantity: 1 },
      { offer: 'fresh-50', quantity: 1 },
    ],
  },
  {
    id: 10,
    key: 'basket',
    memberId: 1,
    recipientId: null,
    paymentStatus: 'Basket',
    orderStatus: '',
    createdDaysAgo: 1,
    lines: [
      { offer: 'bean-latte2', quantity: 1 },
      { offer: 'glow-30', quantity: 2 },
    ],
  },
];
