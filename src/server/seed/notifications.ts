import type { NotificationEvent, NotificationParams } from '../../shared/notification-text.ts';
import { englishMessage } from '../notification/english-message.ts';
import { notifications } from '../db/schema/index.ts';
import { daysAgo, type SeedContext } from './context.ts';
import { demoUrl } from './data/assets.ts';
import { DEMO_MEMBER_ID } from './data/members.ts';
import { productFor } from './data/products.ts';
import type { BuiltOrder } from './order-builder.ts';

interface NotificationPlan {
  type: string;
  relatedId: string;
  event: NotificationEvent;
  params: NotificationParams;
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
      event: 'announcement',
      params: {
        text: {
          en: 'Coffee Break Week is on: 10% off all Bean There Coffee gifts.',
          cn: '咖啡时光周开始啦：豆在这里咖啡礼品全部九折。',
          jp: 'コーヒーブレイク・ウィーク開催中：ビーンゼア・コーヒーのギフトが全品10%オフ。',
        },
      },
      image: demoUrl('campaigns/coffee-break.svg'),
      read: false,
      daysAgo: 0.2,
    },
    { type: 'add_friend', relatedId: '5', event: 'friendRequest', params: { name: 'Chen Wei' }, image: '', read: false, daysAgo: 2 },
    {
      type: 'giftcard',
      relatedId: '10',
      event: 'announcement',
      params: {
        text: {
          en: 'New festive gift cards are here. Send a Merry Christmas card today!',
          cn: '节日贺卡上新啦，今天就送出一张圣诞贺卡吧！',
          jp: '季節のギフトカードが登場。今日メリークリスマスのカードを送りましょう！',
        },
      },
      image: demoUrl('giftcards/merry-christmas-thumb.svg'),
      read: false,
      daysAgo: 3,
    },
    {
      type: 'product',
      relatedId: String(movie.id),
      event: 'announcement',
      params: {
        text: {
          en: `New: ${movie.names.en}. Perfect for date night.`,
          cn: `新品：${movie.names.cn}，约会之夜的好选择。`,
          jp: `新登場：${movie.names.jp}。デートの夜にぴったり。`,
        },
      },
      image: demoUrl(movie.images[0]),
      read: false,
      daysAgo: 6,
    },
    {
      type: 'send_order',
      relatedId: orderIdOf(built, 'gifted'),
      event: 'giftSent',
      params: { name: 'Raj Kumar' },
      image: demoUrl('giftcards/thank-you-bloom-thumb.svg'),
      read: true,
      daysAgo: 8.9,
    },
    {
      type: 'redeem_order',
      relatedId: orderIdOf(built, 'received'),
      event: 'giftRedeemedByYou',
      params: { name: 'Mei Ling Wong' },
      image: demoUrl('giftcards/love-hearts-thumb.svg'),
      read: true,
      daysAgo: 29,
    },
    {
      type: 'send_order',
      relatedId: orderIdOf(built, 'received'),
      event: 'giftReceived',
      params: { name: 'Mei Ling Wong' },
      image: demoUrl('giftcards/love-hearts-thumb.svg'),
      read: true,
      daysAgo: 30,
    },
    {
      type: 'expired_evoucher',
      relatedId: lineIdOf(built, 'old-expired', 'page-20'),
      event: 'voucherExpired',
      params: { product: { en: book.names.en, cn: book.names.cn, jp: book.names.jp }, count: 1 },
      image: demoUrl(book.images[0]),
      read: true,
      daysAgo: 25,
    },
    { type: 'reject_friend', relatedId: '7', event: 'friendDeclined', params: { name: 'Legacy Lim' }, image: '', read: true, daysAgo: 45 },
    {
      type: 'accept_friend',
      relatedId: '4',
      event: 'friendAccepted',
      params: { name: 'Yuki Sato' },
      image: '',
      read: true,
      daysAgo: 149.5,
    },
    {
      type: 'campaign',
      relatedId: '25',
      event: 'announcement',
      params: {
        text: {
          en: 'You earned 5,000 points from Invite A Friend!',
          cn: '你从「邀请好友」获得了 5,000 积分！',
          jp: '「友だちを招待」で5,000ポイントを獲得しました！',
        },
      },
      image: demoUrl('campaigns/invite-friend.svg'),
      read: true,
      daysAgo: 100,
    },
    {
      type: 'accept_friend',
      relatedId: '2',
      event: 'friendAccepted',
      params: { name: 'Mei Ling Wong' },
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
      message: englishMessage(n.event, n.params),
      event: n.event,
      params: n.params,
      image: n.image,
      is_read: n.read ? 1 : 0,
      created_at: daysAgo(now, n.daysAgo),
    })),
  );
  return plan.length;
}
