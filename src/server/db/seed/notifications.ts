import { notifications } from '../schema/index.ts';
import { daysAgo, type SeedContext } from './context.ts';
import { demoUrl } from './data/assets.ts';
import { DEMO_MEMBER_ID } from './data/members.ts';
import { productFor } from './data/products.ts';
import type { BuiltOrder } from './order-builder.ts';

interface NotificationPlan {
  type: string;
  relatedId: string;
  message: string;
  image: string;
  read: boolean;
  daysAgo: number;
}

function lineIdOf(built: BuiltOrder[], orderKey: string, offer: string): string {
  const b = built.find((x) => x.plan.key === orderKey);
  const productId = productFor('SG', offer).id;
  const line = b?.lines.find((l) => l.product_id === productId);
  if (!line?.id) throw new Error(`no line ${orderKey}/${offer}`);
  return String(line.id);
}

function orderIdOf(built: BuiltOrder[], key: string): string {
  const b = built.find((x) => x.plan.key === key);
  if (!b) throw new Error(`no order ${key}`);
  return String(b.plan.id);
}

/** A mix of every notification type, some read, newest first when sorted by created_at. */
export async function seedNotifications({ tx, now }: SeedContext, built: BuiltOrder[]): Promise<number> {
  const movie = productFor('SG', 'star-2tix');
  const book = productFor('SG', 'page-20');
  const plan: NotificationPlan[] = [
    {
      type: 'campaign',
      relatedId: '1',
      message: 'Coffee Break Week is on: 10% off all Bean There Coffee gifts.',
      image: demoUrl('campaigns/coffee-break.svg'),
      read: false,
      daysAgo: 0.2,
    },
    { type: 'add_friend', relatedId: '5', message: 'Chen Wei sent you a friend request.', image: '', read: false, daysAgo: 2 },
    {
      type: 'giftcard',
      relatedId: '10',
      message: 'New festive gift cards are here. Send a Merry Christmas card today!',
      image: demoUrl('giftcards/merry-christmas-thumb.svg'),
      read: false,
      daysAgo: 3,
    },
    {
      type: 'product',
      relatedId: String(movie.id),
      message: `New: ${movie.names.en}. Perfect for date night.`,
      image: demoUrl(movie.images[0]),
      read: false,
      daysAgo: 6,
    },
    {
      type: 'send_order',
      relatedId: orderIdOf(built, 'gifted'),
      message: 'Your gift was sent to Raj Kumar.',
      image: demoUrl('giftcards/thank-you-bloom-thumb.svg'),
      read: true,
      daysAgo: 8.9,
    },
    {
      type: 'redeem_order',
      relatedId: orderIdOf(built, 'received'),
      message: 'You redeemed the gift from Mei Ling Wong. Your vouchers are in your wallet.',
      image: demoUrl('giftcards/love-hearts-thumb.svg'),
      read: true,
      daysAgo: 29,
    },
    {
      type: 'send_order',
      relatedId: orderIdOf(built, 'received'),
      message: 'Mei Ling Wong sent you a gift card!',
      image: demoUrl('giftcards/love-hearts-thumb.svg'),
      read: true,
      daysAgo: 30,
    },
    {
      type: 'expired_evoucher',
      relatedId: lineIdOf(built, 'old-expired', 'page-20'),
      message: `Your ${book.names.en} has expired.`,
      image: demoUrl(book.images[0]),
      read: true,
      daysAgo: 25,
    },
    { type: 'reject_friend', relatedId: '7', message: 'Legacy Lim declined your friend request.', image: '', read: true, daysAgo: 45 },
    { type: 'accept_friend', relatedId: '4', message: 'Yuki Sato accepted your friend request.', image: '', read: true, daysAgo: 149.5 },
    {
      type: 'campaign',
      relatedId: '25',
      message: 'You earned 5,000 points from Invite A Friend!',
      image: demoUrl('campaigns/invite-friend.svg'),
      read: true,
      daysAgo: 100,
    },
    {
      type: 'accept_friend',
      relatedId: '2',
      message: 'Mei Ling Wong accepted your friend request.',
      image: '',
      read: true,
      daysAgo: 109.5,
    },
  ];
  await tx.insert(notifications).values(
    plan.map((n) => ({
      member_id: DEMO_MEMBER_ID,
      type: n.type,
      related_id: n.relatedId,
      message: n.message,
      image: n.image,
      is_read: n.read ? 1 : 0,
      created_at: daysAgo(now, n.daysAgo),
    })),
  );
  return plan.length;
}
