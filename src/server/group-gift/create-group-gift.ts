import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { giftcards, groupGiftInvites, groupGifts, members, orderLines, orders, products } from '../db/schema/index.ts';
import { ApiError, badInput, conflict } from '../platform/api-error.ts';
import { randomId } from '../platform/crypto.ts';
import { BUSINESS_TZ, apiDateTime } from '../platform/format-date.ts';
import { areFriends } from '../order/send-order.ts';
import { isGiftablePhone, memberByPhone, phoneOf } from '../order/phone-gift.ts';
import { takeStock } from '../order/product-stock.ts';
import { orderNumber } from '../order/reservation.ts';
import { pickPhrase } from '../order/phrases.ts';
import { nextBirthday, shopDay } from '../birthdays/birthday-dates.ts';
import { memberLabelOf } from '../profile/member-label-of.ts';
import { notify } from '../notification/notify.ts';
import { GROUP_GIFT_MAX_DAYS } from '../../shared/api/schemas/group-gift.ts';
import { BASE } from '../../shared/base-path.ts';

const DAY_MS = 86_400_000;

export interface CreateGroupGiftInput {
  product_id: number;
  quantity: number;
  recipient_id?: number;
  recipient_phone?: string;
  /** unix seconds */
  deadline: number;
  giftcard_id?: number;
  mode: 'shares' | 'free';
  shares?: number;
  min_amount?: number;
  for_birthday?: boolean;
  invite_ids: number[];
}

export const groupGiftLink = (baseUrl: string, shareId: string) => `${baseUrl}${BASE}/group-gift?share=${encodeURIComponent(shareId)}`;

/** The start of the recipient's next birthday in the shop's time zone, when they show it to the organiser. */
async function birthdayOf(tx: Db, recipientId: number, now: Date): Promise<Date> {
  const [m] = await tx.select({ dob: members.dob, show: members.show_birthday }).from(members).where(eq(members.id, recipientId));
  if (!m?.dob || !m.show) throw badInput('for_birthday', 'the recipient does not show a birthday');
  const [, month, day] = String(m.dob).split('-').map(Number);
  const { on } = nextBirthday({ month, day }, shopDay(now));
  const iso = `${on.year}-${String(on.month).padStart(2, '0')}-${String(on.day).padStart(2, '0')}`;
  const [row] = rowsOf<{ at: string | Date }>(await tx.execute(sql`select (${iso}::date::timestamp at time zone ${BUSINESS_TZ}) as at`));
  return new Date(row.at);
}

/**
 * create_group_gift (decision 0258): the organiser opens a pool for one product (price times quantity) for a friend or
 * a phone number, with a deadline at most 14 days away (and before the birthday when started from one), a card design
 * and fixed shares or free amounts. The gift's order is written at once (payment_status Pool) and its stock taken, so
 * a funded pool is always fulfilled; invited friends are told in the app. All or nothing, in one transaction.
 */
export async function createGroupGift(db: Db, organiserId: number, input: CreateGroupGiftInput, now: Date, baseUrl: string) {
  const deadline = new Date(input.deadline * 1000);
  if (deadline.getTime() <= now.getTime()) throw badInput('deadline', 'must be in the future');
  if (deadline.getTime() > now.getTime() + GROUP_GIFT_MAX_DAYS * DAY_MS)
    throw badInput('deadline', `must be at most ${GROUP_GIFT_MAX_DAYS} days away`);

  return db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, input.product_id));
    if (!product?.active) throw badInput('product_id', 'is not a product on sale');
    if (product.is_udollar) throw badInput('product_id', 'a uDollar gift card cannot be a group gift');
    const target = product.original_price * input.quantity;

    // the recipient: a friend, a member with that phone, or the phone itself; never the organiser
    let recipientId: number | null = null;
    let recipientPhone: string | null = null;
    if (input.recipient_id !== undefined) {
      if (input.recipient_id === organiserId) throw badInput('recipient_id', 'must be a friend, not yourself');
      if (!(await areFriends(tx, organiserId, input.recipient_id)))
        throw new ApiError('forbidden', 'recipient_id: must be one of your friends', { field: 'recipient_id' });
      recipientId = input.recipient_id;
    } else if (input.recipient_phone !== undefined) {
      if (!(await isGiftablePhone(tx, input.recipient_phone)))
        throw badInput('recipient_phone', "must be a mobile number in one of the shop's markets");
      if ((await phoneOf(tx, organiserId)) === input.recipient_phone) throw badInput('recipient_phone', 'must not be your own number');
      recipientPhone = input.recipient_phone;
      recipientId = (await memberByPhone(tx, input.recipient_phone))?.id ?? null;
    }

    let deliverAt: Date | null = null;
    if (input.for_birthday && recipientId !== null) {
      const birthday = await birthdayOf(tx, recipientId, now);
      if (birthday.getTime() <= now.getTime()) {
        // the birthday is today (decision 0258): the gift goes as soon as it is funded, and the pool closes with the day
        const dayEnd = new Date(birthday.getTime() + DAY_MS);
        if (deadline.getTime() > dayEnd.getTime()) throw badInput('deadline', `must be before the birthday ends (${apiDateTime(dayEnd)})`);
      } else {
        if (deadline.getTime() >= birthday.getTime()) throw badInput('deadline', `must be before the birthday (${apiDateTime(birthday)})`);
        deliverAt = birthday;
      }
    }

    let giftcardId = 0;
    if (input.giftcard_id !== undefined) {
      const [card] = await tx
        .select({ id: giftcards.id })
        .from(giftcards)
        .where(and(eq(giftcards.id, input.giftcard_id), or(isNull(giftcards.country_id), eq(giftcards.country_id, product.country_id))));
      if (!card) throw badInput('giftcard_id', "is not a card design of the product's market");
      giftcardId = card.id;
    }

    let shareAmount: number | null = null;
    let minAmount: number | null = null;
    if (input.mode === 'shares') shareAmount = Math.ceil(target / (input.shares ?? 1));
    else {
      minAmount = input.min_amount ?? 1;
      if (minAmount > target) throw badInput('min_amount', 'must be at most the price of the gift');
    }

    const invitees = [...new Set(input.invite_ids)];
    for (const id of invitees) {
      if (id === organiserId) throw badInput('invite_ids', 'must not include yourself');
      if (id === recipientId) throw badInput('invite_ids', 'must not include the recipient');
      if (!(await areFriends(tx, organiserId, id)))
        throw new ApiError('forbidden', 'invite_ids: must all be your friends', { field: 'invite_ids' });
    }

    // the gift's order: the product line and the card design, paid by the pool when it is full
    const [order] = await tx
      .insert(orders)
      .values({
        member_id: organiserId,
        payment_status: 'Pool',
        order_status: 'gift',
        currency_code: product.currency_code,
        country_id: product.country_id,
        giftcard_id: giftcardId,
        share_id: randomId(16),
        phrase: pickPhrase(),
        sub_total: target,
        order_amount: target,
        created_at: now,
      })
      .returning({ id: orders.id });
    await tx
      .update(orders)
      .set({ order_no: orderNumber(order.id, now) })
      .where(eq(orders.id, order.id));
    await tx.insert(orderLines).values({
      order_id: order.id,
      product_id: product.id,
      quantity: input.quantity,
      unit_price: product.original_price,
      amount: target,
      currency_code: product.currency_code,
      i18n: product.i18n,
      image: product.image,
    });
    const short = await takeStock(tx, [{ productId: product.id, quantity: input.quantity }]);
    if (short.length > 0) throw conflict(`Insufficient stock: ${short[0].available} left`, { field: 'quantity' }, 'out_of_stock');

    const id = randomId(16);
    const shareId = randomId(16);
    await tx.insert(groupGifts).values({
      id,
      share_id: shareId,
      organiser_id: organiserId,
      recipient_id: recipientId,
      recipient_phone: recipientPhone,
      product_id: product.id,
      quantity: input.quantity,
      currency_code: product.currency_code,
      country_id: product.country_id,
      target,
      giftcard_id: giftcardId,
      mode: input.mode,
      share_amount: shareAmount,
      min_amount: minAmount,
      deadline,
      deliver_at: deliverAt,
      order_id: order.id,
      created_at: now,
    });
    if (invitees.length > 0) {
      await tx.insert(groupGiftInvites).values(invitees.map((m) => ({ group_gift_id: id, member_id: m, created_at: now })));
      const name = await memberLabelOf(tx, organiserId);
      const recipient = await recipientFirstName(tx, { recipient_id: recipientId, recipient_phone: recipientPhone });
      const existing = await tx.select({ id: members.id }).from(members).where(inArray(members.id, invitees));
      for (const m of existing)
        await notify(tx, {
          memberId: m.id,
          type: 'group_gift',
          relatedId: id,
          event: 'groupGiftInvited',
          params: { name, recipient, date: apiDateTime(deadline) },
          now,
        });
    }
    return { id, share_id: shareId, share_url: groupGiftLink(baseUrl, shareId), target, deadline: input.deadline };
  });
}

/** The recipient as the pool names them: the first word of their name, else their masked number (never the whole name). */
export async function recipientFirstName(tx: Db, gift: { recipient_id: number | null; recipient_phone: string | null }): Promise<string> {
  if (gift.recipient_id !== null) {
    const label = await memberLabelOf(tx, gift.recipient_id);
    return label.includes('•') ? label : (label.split(/\s+/)[0] ?? '');
  }
  const digits = (gift.recipient_phone ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : '';
}
