import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { countries, members } from './members.ts';
import { products } from './catalogue.ts';
import type { CardElement } from '../../../shared/card-elements.ts';
import type { ProductI18n } from './i18n-types.ts';
import type { NotificationParams } from '../../../shared/notification-text.ts';

/**
 * A basket is an order whose payment_status is 'Basket' (one per member).
 * payment_status: Basket | Pending | Paid | Cancelled | Campaign Redemption
 * order_status: '' | gift | Self-Use | Gifted | Received | Scheduled | Waiting (decision 0210)
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    order_no: text('order_no'),
    /** unguessable id used by share links (never the order id) */
    share_id: text('share_id'),
    payment_status: text('payment_status').notNull().default('Basket'),
    order_status: text('order_status').notNull().default(''),
    country_id: integer('country_id').references(() => countries.id),
    currency_code: text('currency_code').notNull(),
    giftcard_id: integer('giftcard_id').notNull().default(0),
    giftcard_edit_parameter: jsonb('giftcard_edit_parameter').$type<CardElement[]>().notNull().default(sql`'[]'::jsonb`),
    billing_address: text('billing_address').notNull().default(''),
    /** minor units; computed by the server */
    sub_total: integer('sub_total').notNull().default(0),
    total_discount: integer('total_discount').notNull().default(0),
    points: integer('points').notNull().default(0),
    udollar_card_id: integer('udollar_card_id'),
    udollar_amount: integer('udollar_amount').notNull().default(0),
    order_amount: integer('order_amount').notNull().default(0),
    phrase: text('phrase').notNull().default(''),
    recipient_id: integer('recipient_id').references(() => members.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reserved_at: timestamp('reserved_at', { withTimezone: true }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    gifted_at: timestamp('gifted_at', { withTimezone: true }),
    /** first opened by someone other than the sender (share page or the recipient's details) */
    opened_at: timestamp('opened_at', { withTimezone: true }),
    received_at: timestamp('received_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    /** a Scheduled gift's delivery time (migration 0940) */
    deliver_at: timestamp('deliver_at', { withTimezone: true }),
    /** a Scheduled gift's intended member (null when it goes to a phone, or when that member was deleted) */
    gift_recipient_id: integer('gift_recipient_id').references(() => members.id, { onDelete: 'set null' }),
    /** E.164 phone a gift was sent to: the intended phone of a Scheduled gift, the phone a Waiting gift waits for */
    gift_phone: text('gift_phone'),
    /** the address a Waiting gift was e-mailed to (migration 0990, decision 0267) */
    gift_email: text('gift_email'),
    /** the last time a recipient declined the gift, and who (migration 0941, decision 0210) */
    declined_at: timestamp('declined_at', { withTimezone: true }),
    declined_by: integer('declined_by').references(() => members.id, { onDelete: 'set null' }),
    /** the last time the sender took the gift back (migration 0961, decision 0241) */
    taken_back_at: timestamp('taken_back_at', { withTimezone: true }),
    /** minor units given back so far, to the payment or as uDollar (migration 0950) */
    refunded_amount: integer('refunded_amount').notNull().default(0),
    points_taken_back: integer('points_taken_back').notNull().default(0),
    /** reminders of a gift not yet opened (migration 0981, decision 0262) */
    reminded_3_at: timestamp('reminded_3_at', { withTimezone: true }),
    reminded_10_at: timestamp('reminded_10_at', { withTimezone: true }),
    sender_told_unopened_at: timestamp('sender_told_unopened_at', { withTimezone: true }),
    /** a gift its recipient swapped (migration 0992, decision 0265), and on the swap's own order the gift it replaced */
    swapped_at: timestamp('swapped_at', { withTimezone: true }),
    swapped_from_order_id: integer('swapped_from_order_id'),
    /** the other products a recipient may pick instead of the gift's own, and when they picked (migration 0994) */
    choice_product_ids: integer('choice_product_ids').array(),
    choice_picked_at: timestamp('choice_picked_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'orders_amounts_nonnegative',
      sql`${t.sub_total} >= 0 and ${t.total_discount} >= 0 and ${t.udollar_amount} >= 0 and ${t.order_amount} >= 0`,
    ),
    uniqueIndex('orders_one_basket_uq').on(t.member_id).where(sql`${t.payment_status} = 'Basket'`),
    uniqueIndex('orders_order_no_uq').on(t.order_no),
    uniqueIndex('orders_share_id_uq').on(t.share_id),
    index('orders_member_status_idx').on(t.member_id, t.payment_status, t.created_at),
    index('orders_recipient_idx').on(t.recipient_id, t.received_at),
    index('orders_pending_idx').on(t.payment_status, t.reserved_at),
    index('orders_due_gifts_idx').on(t.deliver_at).where(sql`${t.order_status} = 'Scheduled'`),
    index('orders_waiting_phone_idx').on(t.gift_phone).where(sql`${t.order_status} = 'Waiting'`),
    // migration 0965 (decision 0255); orders_member_kind_idx also includes created_at
    index('orders_member_kind_idx').on(t.member_id, t.order_status, t.payment_status),
    index('orders_created_idx').on(t.created_at),
    index('orders_amount_idx').on(t.order_amount),
    index('orders_payment_status_id_idx').on(t.payment_status, t.id),
    index('orders_order_status_id_idx').on(t.order_status, t.id),
    uniqueIndex('orders_swapped_from_uq').on(t.swapped_from_order_id).where(sql`${t.swapped_from_order_id} is not null`),
    index('orders_unopened_gifts_idx').on(t.gifted_at).where(sql`${t.opened_at} is null and ${t.recipient_id} is not null`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** minor units, captured when the order is reserved */
    unit_price: integer('unit_price').notNull().default(0),
    unit_discount: integer('unit_discount').notNull().default(0),
    amount: integer('amount').notNull().default(0),
    currency_code: text('currency_code').notNull(),
    i18n: jsonb('i18n').$type<ProductI18n>(),
    image: text('image').notNull().default(''),
  },
  (t) => [
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    uniqueIndex('order_lines_order_product_uq').on(t.order_id, t.product_id),
    index('order_lines_product_idx').on(t.product_id),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    provider_ref: text('provider_ref').notNull(),
    /** created | paid | declined | refund_required (paid after the order stopped being Pending) */
    status: text('status').notNull().default('created'),
    amount: integer('amount').notNull(),
    currency_code: text('currency_code').notNull(),
    /** why a payment waits for a person (refund_required): amount_mismatch: …, order_not_pending */
    review_reason: text('review_reason'),
    /** minor units refunded through the provider so far (migration 0950) */
    refunded_amount: integer('refunded_amount').notNull().default(0),
    /** minor units the provider really captured, in the event's currency (migration 0951) */
    captured_amount: integer('captured_amount'),
    /** a group gift's contribution paid through the cashier (migration 0970, decision 0258) */
    group_contribution_id: integer('group_contribution_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_provider_ref_uq').on(t.provider, t.provider_ref), index('payments_order_idx').on(t.order_id)],
);

/** Every provider callback seen, so a replayed event changes nothing twice. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    payload: jsonb('payload').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_uq').on(t.provider, t.event_id)],
);

export const evouchers = pgTable(
  'evouchers',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    order_line_id: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    owner_member_id: integer('owner_member_id')
      .notNull()
      .references(() => members.id),
    code_type: text('code_type').notNull(),
    code: text('code').notNull(),
    /** Active | Used | Expired */
    status: text('status').notNull().default('Active'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    /** stored-value vouchers: what is left, minor units (migration 0934); null for the others */
    balance: integer('balance'),
    /** the terms it was sold with (migration 0950, decision 0236): later product edits never change them */
    // an insert that leaves them out gets them from the product and the line (a trigger; sql`null` is no default)
    face_value: integer('face_value').notNull().default(sql`null`),
    currency_code: text('currency_code').notNull().default(sql`null`),
    brand_id: integer('brand_id').notNull().default(sql`null`),
    stored_value: boolean('stored_value').notNull().default(sql`null`),
    country_id: integer('country_id'),
    /** what the buyer paid for this unit: the ceiling of a refund of it */
    paid_value: integer('paid_value').notNull().default(sql`null`),
    refunded_at: timestamp('refunded_at', { withTimezone: true }),
    /** where and by whom a merchant redeemed it (null when the holder marked it used) */
    used_outlet_id: integer('used_outlet_id'),
    used_by_staff: text('used_by_staff'),
    expiring_notified_at: timestamp('expiring_notified_at', { withTimezone: true }),
    expired_notified_at: timestamp('expired_notified_at', { withTimezone: true }),
    /** its one extension under the market's rule, and where its unused value went at expiry (migration 0980) */
    extended_at: timestamp('extended_at', { withTimezone: true }),
    /** udollar | breakage | refund, once the lapse job moved what it held */
    lapsed_to: text('lapsed_to'),
    /** its reminder 30 days before expiry (the 7-day one is expiring_notified_at) */
    early_notified_at: timestamp('early_notified_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evouchers_code_uq').on(t.code),
    // includes order_id and order_line_id (migration 0965, decision 0255)
    index('evouchers_owner_idx').on(t.owner_member_id, t.status, t.expires_at),
    index('evouchers_active_expiry_idx').on(t.expires_at).where(sql`${t.status} = 'Active'`),
    index('evouchers_line_idx').on(t.order_line_id),
    index('evouchers_order_idx').on(t.order_id),
  ],
);

export const udollarCards = pgTable(
  'udollar_cards',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    order_id: integer('order_id').references(() => orders.id),
    currency_code: text('currency_code').notNull(),
    orig_balance: integer('orig_balance').notNull(),
    /** kept equal to the sum of the ledger; changes only with a ledger row in the same transaction */
    balance: integer('balance').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** what the buyer paid for the card (0 for a refund's credit); voided by a refund (migration 0950) */
    paid_value: integer('paid_value').notNull().default(0),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('udollar_cards_balance_nonnegative', sql`${t.balance} >= 0`),
    index('udollar_cards_member_idx').on(t.member_id, t.currency_code, t.expires_at),
  ],
);

/** Append-only: credits are positive, debits negative. */
export const udollarLedger = pgTable(
  'udollar_ledger',
  {
    id: serial('id').primaryKey(),
    card_id: integer('card_id')
      .notNull()
      .references(() => udollarCards.id, { onDelete: 'cascade' }),
    order_id: integer('order_id').references(() => orders.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('udollar_ledger_card_idx').on(t.card_id, t.created_at)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** send_order | redeem_order | add_friend | accept_friend | reject_friend | product | campaign | giftcard | expired_evoucher | expiring_evoucher */
    type: text('type').notNull(),
    related_id: text('related_id').notNull().default(''),
    /** the English text, for readers that know no events */
    message: text('message').notNull(),
    /** what happened (src/shared/notification-text.ts), rendered in the reader's language with params; '' on old rows */
    event: text('event').notNull().default(''),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    image: text('image').notNull().default(''),
    is_read: integer('is_read').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_member_idx').on(t.member_id, t.created_at), index('notifications_unread_idx').on(t.member_id, t.is_read)],
);

export const linkTracks = pgTable(
  'link_tracks',
  {
    id: serial('id').primaryKey(),
    share_id: text('share_id').notNull(),
    source: text('source').notNull(),
    member_id: integer('member_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('link_tracks_share_idx').on(t.share_id)],
);

/** A recipient's thank-you note for a gift, once per gift and recipient (migration 0941, decision 0210). */
export const giftReplies = pgTable(
  'gift_replies',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    recipient_id: integer('recipient_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** plain text, cleaned by src/shared/gift-reply.ts; '' when only a reaction was given */
    note: text('note').notNull().default(''),
    /** one of GIFT_REACTIONS, or null */
    reaction: text('reaction'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gift_replies_order_recipient_uq').on(t.order_id, t.recipient_id)],
);

/** Gift text messages, written in the gift's transaction and sent after it commits (migration 0951, decision 0237). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to_phone: text('to_phone').notNull(),
    body: text('body').notNull(),
    order_id: integer('order_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
  },
  (t) => [index('sms_outbox_unsent_idx').on(t.created_at).where(sql`${t.sent_at} is null`)],
);

/** Share links that stopped working, and why: the sender took the gift back, or its recipient declined it (migration 0961, decision 0241). */
export const withdrawnGiftLinks = pgTable('withdrawn_gift_links', {
  share_id: text('share_id').primaryKey(),
  order_id: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  reason: text('reason').$type<'taken_back' | 'declined' | 'readdressed'>().notNull(),
  withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }).notNull(),
});
