import { asc, eq } from 'drizzle-orm';
import { evouchers, friendships } from '../../../src/server/db/schema/index.ts';
import type { TestApp } from '../../support/test-app.ts';
import {
  aCardDesign,
  aMember,
  aPaidOrder,
  aPendingOrder,
  aProduct,
  aSentGift,
  befriend,
  type TestMember,
} from '../../support/factories.ts';

/**
 * The order tests' own world, made by the factories: a member (Alex) with an order in every state, and the
 * friends and strangers around them. It has the shape the demo seed gives the demo member, but none of its row ids.
 */
export interface OrderScene {
  alex: TestMember;
  /** Alex's friend; gave Alex the received order */
  meiLing: TestMember;
  /** Alex's friend; Alex gave them the gifted order */
  raj: TestMember;
  /** Alex's friend, with nothing between them */
  yuki: TestMember;
  /** has a pending friend request to Alex: not a friend */
  chen: TestMember;
  order: {
    /** Alex's, Paid, a gift with no recipient: can be sent or redeemed through its link */
    giftReady: number;
    /** Alex's, Pending */
    pending: number;
    /** Alex's, Paid, Self-Use, two lines (2 + 1 vouchers), one voucher already used */
    selfUse: number;
    /** Alex's, Cancelled */
    cancelled: number;
    /** Alex gave it to Raj (Gifted, not yet redeemed) */
    gifted: number;
    /** Mei Ling gave it to Alex, who redeemed it (Received) */
    received: number;
    /** Alex's basket (two lines) */
    basket: number;
  };
  /** the share id of giftReady */
  shareId: string;
  /** the card design of giftReady (editable, of the scene's own) */
  design: number;
}

export async function orderScene(t: TestApp): Promise<OrderScene> {
  const [alex, meiLing, raj, yuki, chen] = await Promise.all([
    aMember(t, { name: 'Alex Tan' }),
    aMember(t, { name: 'Mei Ling Wong' }),
    aMember(t, { name: 'Raj Kumar' }),
    aMember(t, { name: 'Yuki Sato' }),
    aMember(t, { name: 'Chen Wei' }),
  ]);
  await befriend(t, alex, meiLing);
  await befriend(t, raj, alex);
  await befriend(t, alex, yuki);
  await befriend(t, meiLing, raj);
  await t.db.insert(friendships).values({ requester_id: chen.id, addressee_id: alex.id, status: 'Pending' });

  const giftPack = await aProduct(t, { name: 'Bean There Coffee Coffee Lover Gift Pack' });
  const fromMei = await aPaidOrder(t, meiLing, { giftcardId: await aCardDesign(t), lines: [{ productId: giftPack, quantity: 1 }] });
  const redeemed = await t.call('order', 'redeem_order', { id: fromMei.shareId ?? '' }, { token: alex.token });
  if (redeemed.status !== 200) throw new Error(`redeem_order: ${redeemed.status}`);

  const a = await aProduct(t, {
    name: 'Bean There Coffee S$10 E-Voucher',
    cn: '豆在咖啡 S$10 电子礼券',
    jp: 'ビーンゼア S$10 eギフト券',
    codeType: 'qrcode',
    price: 1000,
  });
  const b = await aProduct(t, {
    name: 'StarScreen Cinemas Movie Tickets for Two',
    cn: 'StarScreen 影院双人电影票',
    jp: 'StarScreen シネマ 映画ペアチケット',
    codeType: 'barcode',
    price: 2400,
    terms: {
      en: '<ul><li>Valid for two adults.</li><li>Not valid for premieres.</li></ul>',
      jp: '<p>ご利用条件</p><ul><li>大人2名様まで</li></ul>',
    },
    outlets: 2,
  });
  const selfUse = await aPaidOrder(t, alex, {
    gift: false,
    lines: [
      { productId: a, quantity: 2 },
      { productId: b, quantity: 1 },
    ],
  });
  const [firstVoucher] = await t.db
    .select({ id: evouchers.id })
    .from(evouchers)
    .where(eq(evouchers.order_id, selfUse.id))
    .orderBy(asc(evouchers.id))
    .limit(1);
  const used = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: firstVoucher.id }, { token: alex.token });
  if (used.status !== 200) throw new Error(`mark_evoucher_used: ${used.status}`);

  const toCancel = await aPendingOrder(t, alex, { gift: false });
  const cancelled = await t.call('order', 'cancel_order', { order_id: toCancel.id }, { token: alex.token });
  if (cancelled.status !== 200) throw new Error(`cancel_order: ${cancelled.status}`);

  const gifted = await aSentGift(t, alex, raj, {
    giftcardId: await aCardDesign(t),
    lines: [
      { productId: await aProduct(t), quantity: 1 },
      { productId: await aProduct(t), quantity: 1 },
    ],
  });
  const urban = await aProduct(t, { name: 'Urban Threads S$50 E-Voucher', price: 5000 });
  const design = await aCardDesign(t);
  const giftReady = await aPaidOrder(t, alex, {
    giftcardId: design,
    message: 'Wishing you a year full of laughter.',
    lines: [{ productId: urban, quantity: 1 }],
  });
  const pending = await aPendingOrder(t, alex, {
    gift: false,
    lines: [
      { productId: await aProduct(t), quantity: 1 },
      { productId: await aProduct(t), quantity: 1 },
    ],
  });

  const basketLine = await t.call('basket', 'product_to_basket', { product_id: await aProduct(t), quantity: 1 }, { token: alex.token });
  if (basketLine.status !== 200) throw new Error(`product_to_basket: ${basketLine.status}`);

  return {
    alex,
    meiLing,
    raj,
    yuki,
    chen,
    order: {
      giftReady: giftReady.id,
      pending: pending.id,
      selfUse: selfUse.id,
      cancelled: toCancel.id,
      gifted: gifted.id,
      received: fromMei.id,
      basket: Number(basketLine.body.table.id),
    },
    shareId: giftReady.shareId ?? '',
    design,
  };
}
