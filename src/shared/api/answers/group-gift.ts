import { z } from 'zod';
import { answer } from './answer-parts.ts';

const signature = z.object({
  /** the contributor's name, or their masked phone */
  name: z.string(),
  text: z.string(),
  photo: z.string().nullable(),
  voice: z.string().nullable(),
  /** milliseconds */
  voice_ms: z.number().nullable(),
  signed_at: z.string(),
});

const contributor = z.object({
  /** the contributor's name, or their masked phone for a nameless member */
  name: z.string(),
  /** minor units paid (only shown to the organiser and to staff; 0 for other readers) */
  amount: z.number(),
  signed: z.boolean(),
});

/** A group gift as its readers see it (decision 0258): the recipient's first name only, contributors masked. */
export const groupGiftView = z.object({
  /** the member id of the gift: only for its organiser, contributors, invitees and (after delivery) recipient */
  id: z.string().nullable(),
  share_id: z.string(),
  /** open | funded | cancelled | expired */
  status: z.enum(['open', 'funded', 'cancelled', 'expired']),
  organiser_name: z.string(),
  recipient_first_name: z.string(),
  product_id: z.number(),
  /** in each language */
  product_name: z.object({ en: z.string(), cn: z.string(), jp: z.string() }),
  product_image: z.string(),
  quantity: z.number(),
  currency_code: z.string(),
  /** minor units */
  target: z.number(),
  paid: z.number(),
  /** what a new contribution may take now: the target less what is paid and held at the cashier */
  left: z.number(),
  mode: z.enum(['shares', 'free']),
  share_amount: z.number().nullable(),
  min_amount: z.number().nullable(),
  /** unix seconds */
  deadline: z.number(),
  deliver_at: z.number().nullable(),
  giftcard_id: z.number(),
  /** the reader's place in it */
  role: z.enum(['organiser', 'contributor', 'invited', 'recipient', 'guest']),
  contributors: z.array(contributor),
  /** the card's signatures: for the recipient once delivered, and for the people who signed */
  signatures: z.array(signature),
  /** the order the pool paid for, once funded (the organiser's and the recipient's) */
  order_id: z.number().nullable(),
});

export const groupGiftAnswers = {
  create_group_gift: answer({ id: z.string(), share_id: z.string(), share_url: z.string(), target: z.number(), deadline: z.number() }),
  detail_group_gift: answer({ group_gift: groupGiftView }),
  contribute_group_gift: answer({
    contribution_id: z.number(),
    /** minor units taken in all (uDollar and cashier) */
    amount: z.number(),
    udollar_amount: z.number(),
    /** the cashier for the rest; null when uDollar paid it all */
    cashier_url: z.string().nullable(),
    status: z.enum(['open', 'funded', 'cancelled', 'expired']),
  }),
  sign_group_gift: answer({ signed_at: z.string() }),
  top_up_group_gift: answer({
    contribution_id: z.number(),
    amount: z.number(),
    udollar_amount: z.number(),
    cashier_url: z.string().nullable(),
    status: z.enum(['open', 'funded', 'cancelled', 'expired']),
  }),
  cancel_group_gift: answer({ status: z.enum(['open', 'funded', 'cancelled', 'expired']), refunded: z.number() }),
  list_group_gift: answer({ table: z.array(groupGiftView), total: z.number() }),
};

export type GroupGiftView = z.output<typeof groupGiftView>;
