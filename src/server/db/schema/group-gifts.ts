import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { countries, members } from './members.ts';
import { products } from './catalogue.ts';
import { orders, udollarCards } from './orders.ts';

/** A group gift (migration 0970, decision 0258): a pool friends pay into for one gift, and the card they all sign. */
export const groupGifts = pgTable('group_gifts', {
  id: text('id').primaryKey(),
  share_id: text('share_id').notNull().unique(),
  organiser_id: integer('organiser_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  recipient_id: integer('recipient_id').references(() => members.id, { onDelete: 'set null' }),
  recipient_phone: text('recipient_phone'),
  product_id: integer('product_id')
    .notNull()
    .references(() => products.id),
  quantity: integer('quantity').notNull(),
  currency_code: text('currency_code').notNull(),
  country_id: integer('country_id').references(() => countries.id),
  /** minor units */
  target: integer('target').notNull(),
  /** minor units paid into the pool so far */
  paid: integer('paid').notNull().default(0),
  giftcard_id: integer('giftcard_id').notNull().default(0),
  /** shares | free */
  mode: text('mode').$type<'shares' | 'free'>().notNull(),
  share_amount: integer('share_amount'),
  min_amount: integer('min_amount'),
  deadline: timestamp('deadline', { withTimezone: true }).notNull(),
  deliver_at: timestamp('deliver_at', { withTimezone: true }),
  /** open | funded | cancelled | expired */
  status: text('status').$type<GroupGiftStatus>().notNull().default('open'),
  order_id: integer('order_id')
    .notNull()
    .references(() => orders.id),
  reminded_at: timestamp('reminded_at', { withTimezone: true }),
  closed_at: timestamp('closed_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type GroupGiftStatus = 'open' | 'funded' | 'cancelled' | 'expired';

export const groupGiftInvites = pgTable(
  'group_gift_invites',
  {
    group_gift_id: text('group_gift_id')
      .notNull()
      .references(() => groupGifts.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.group_gift_id, t.member_id] })],
);

export type ContributionStatus = 'pending' | 'paid' | 'lapsed' | 'refunded';

export const groupGiftContributions = pgTable('group_gift_contributions', {
  id: serial('id').primaryKey(),
  group_gift_id: text('group_gift_id')
    .notNull()
    .references(() => groupGifts.id, { onDelete: 'cascade' }),
  member_id: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  method: text('method').$type<'card' | 'udollar'>().notNull(),
  udollar_card_id: integer('udollar_card_id').references(() => udollarCards.id),
  status: text('status').$type<ContributionStatus>().notNull(),
  surplus: integer('surplus').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  paid_at: timestamp('paid_at', { withTimezone: true }),
  refunded_at: timestamp('refunded_at', { withTimezone: true }),
});

export const groupGiftSignatures = pgTable(
  'group_gift_signatures',
  {
    group_gift_id: text('group_gift_id')
      .notNull()
      .references(() => groupGifts.id, { onDelete: 'cascade' }),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    photo: text('photo'),
    voice: text('voice'),
    voice_ms: integer('voice_ms'),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.group_gift_id, t.member_id] })],
);
