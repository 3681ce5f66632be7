import { z } from 'zod';
import { cardElement } from './card-element.ts';
import { answer, inLanguages } from './answer-parts.ts';
import { orderDeliveryAnswers } from './order-delivery.ts';
import { orderSwapAnswers } from './order-swap.ts';
import { GIFT_STATES } from '../../gift-state.ts';

/**
 * The answers of the order group: what each option returns on success (HTTP 200). Checked against every answer of the
 * API test suite (tests/support/answer-contract.ts) and published in the OpenAPI document (GET /UgiftWeb/api/openapi.json).
 */
const track = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  multiple_languages: inLanguages({ name: z.string() }),
});

const sharedGiftBase = z.object({
  share_id: z.string(),
  sender_name: z.string(),
  sender_profile_picture: z.string(),
  is_sender: z.boolean(),
  recipient_name: z.string(),
  is_recipient: z.boolean(),
});

/** A gift e-mail's delivery as its sender sees it: queued, sent, bounced, or opened (the share page was opened). */
export const emailDelivery = z.object({
  email: z.string(),
  status: z.enum(['queued', 'sent', 'bounced', 'opened']),
  /** DD/MM/YYYY hh:mm:ss in shop time, '' when not (yet) */
  sent_date: z.string(),
  bounced_date: z.string(),
  opened_date: z.string(),
});

export const orderAnswers = {
  reserve_order: answer({
    order_id: z.string(),
    order_no: z.string(),
    order_amount: z.number(),
  }),
  pay_order: answer({
    order_id: z.string(),
  }),
  get_cashier_url: answer({
    cashier_url: z.string(),
  }),
  list_order: answer({
    total: z.number(),
    table: z.array(
      z.object({
        id: z.number(),
        order_no: z.string(),
        created_date: z.string(),
        sent_date: z.string(),
        received_date: z.string(),
        order_type: z.string(),
        giftcard_id: z.number(),
        payment_status: z.string(),
        order_status: z.string(),
        currency: z.string(),
        member_name: z.string(),
        recipient_name: z.string(),
        item_count: z.number(),
        line_count: z.number(),
        image: z.string(),
        multiple_languages: inLanguages({
          product_name: z.string(),
        }).nullable(),
        order_amount: z.number().optional(),
        /** a Scheduled gift's delivery time, unix seconds and shop time (the sender's lists only; 0 and '' otherwise) */
        deliver_at: z.number(),
        deliver_date: z.string(),
        /** the phone a gift was sent to (the sender's lists only; '' otherwise) */
        recipient_phone: z.string(),
        /** the one state of the gift (decision 0241) */
        gift_state: z.enum(GIFT_STATES),
      }),
    ),
  }),
  list_filter_time: answer({
    table: z.array(
      z.object({
        month: z.number(),
        year: z.number(),
        filter_name: z.string(),
      }),
    ),
  }),
  detail_order: answer({
    table: z.object({
      id: z.number(),
      order_no: z.string(),
      viewer: z.enum(['owner', 'recipient']),
      created_date: z.string(),
      paid_date: z.string(),
      sent_date: z.string(),
      received_date: z.string(),
      opened_date: z.string(),
      payment_status: z.string(),
      order_status: z.string(),
      member_id: z.number(),
      member_name: z.string(),
      member_profile_picture: z.string(),
      recipient_id: z.number(),
      recipient_name: z.string(),
      currency: z.string(),
      giftcard_id: z.number(),
      giftcard_image: z.string(),
      giftcard_name: z.string(),
      /** the card's name and art in each language (decision 0243) */
      giftcard_languages: inLanguages({ name: z.string(), image: z.string() }),
      giftcard_edit_parameter: z.array(cardElement),
      music: track.nullable(),
      products: z.array(
        z.object({
          product_id: z.number(),
          image: z.string(),
          product_name: z.string(),
          quantity: z.number(),
          currency_code: z.string(),
          multiple_languages: inLanguages({
            product_name: z.string(),
          }),
          amount: z.number().optional(),
        }),
      ),
      actions: z.object({
        pay: z.boolean(),
        cancel: z.boolean(),
        send: z.boolean(),
        view_voucher: z.boolean(),
        /** the sender may take the gift back; move a Scheduled gift's delivery time (decision 0210) */
        unsend: z.boolean(),
        reschedule: z.boolean(),
        /** the sender may correct the address of a gift sent by e-mail, until it is opened (decision 0267) */
        readdress: z.boolean(),
        /** the recipient may still thank once, or decline while the gift is not redeemed (decision 0210) */
        thank: z.boolean(),
        decline: z.boolean(),
        /** the recipient may swap the gift for another product, once, before using it (decision 0265) */
        swap: z.boolean(),
        /** the recipient may pick one of the products the sender offered, once (decision 0265) */
        pick: z.boolean(),
      }),
      /** the current recipient's thank-you note (plain text), reaction and when; '' when none */
      thank_note: z.string(),
      thank_reaction: z.string(),
      thanked_date: z.string(),
      /** to the sender of a gift that was declined and not given since: who declined it and when; '' otherwise */
      declined_by_name: z.string(),
      declined_date: z.string(),
      /** the one state of the gift (decision 0241, src/shared/gift-state.ts); every label is worded from it */
      gift_state: z.enum(GIFT_STATES),
      /** when the sender took the gift back, while it is unsent since; '' otherwise */
      taken_back_date: z.string(),
      phrase: z.string().optional(),
      sub_total: z.number().optional(),
      total_discount: z.number().optional(),
      udollar_amount: z.number().optional(),
      points: z.number().optional(),
      order_amount: z.number().optional(),
      share_id: z.string().optional(),
      /** the owner's: a Scheduled gift's delivery time (unix seconds, 0 when none; shop time, '' when none) */
      deliver_at: z.number().optional(),
      deliver_date: z.string().optional(),
      /** the owner's: the phone number a gift was sent to ('' when none) */
      recipient_phone: z.string().optional(),
      /** the owner's: a gift sent by e-mail, its address and delivery status (decision 0267); null otherwise */
      email_delivery: emailDelivery.nullable().optional(),
    }),
  }),
  send_order: answer({
    recipient_name: z.string(),
  }),
  cancel_order: answer({}),
  redeem_order: answer({
    order_id: z.number(),
  }),
  // the link before the gift is given (card, music, items) or after (only who redeemed it)
  thank_order: answer({
    table: z.object({
      order_id: z.number(),
      thank_note: z.string(),
      thank_reaction: z.string(),
      thanked_date: z.string(),
    }),
  }),
  decline_order: answer({
    order_id: z.number(),
  }),
  /** the link holder declined: the sender is told; the link holder never learns the order id */
  decline_shared_order: answer({}),
  detail_shared_order: answer({
    table: z.discriminatedUnion('state', [
      sharedGiftBase.extend({
        state: z.literal('available'),
        giftcard_id: z.number(),
        giftcard_image: z.string(),
        giftcard_name: z.string(),
        giftcard_languages: inLanguages({ name: z.string(), image: z.string() }),
        giftcard_edit_parameter: z.array(cardElement),
        music: track.nullable(),
        products: z.array(
          z.object({
            image: z.string(),
            product_name: z.string(),
            quantity: z.number(),
            multiple_languages: inLanguages({
              product_name: z.string(),
            }),
          }),
        ),
      }),
      sharedGiftBase.extend({ state: z.literal('redeemed') }),
    ]),
  }),
  ...orderDeliveryAnswers,
  ...orderSwapAnswers,
};
