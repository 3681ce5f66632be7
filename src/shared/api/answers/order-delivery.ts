import { z } from 'zod';
import { answer } from './answer-parts.ts';

/** The answers of the delivery options (decision 0210): taking a gift back, moving a scheduled delivery. */
export const orderDeliveryAnswers = {
  unsend_order: answer({
    order_id: z.number(),
    /** the order's state after it was taken back: the sender's unsent gift */
    order_status: z.string(),
  }),
  readdress_order: answer({
    order_id: z.number(),
    /** a gift by e-mail: its new address (decision 0267) */
    recipient_email: z.string().optional(),
    /** a gift to a friend or a phone (decision 0269): whom it goes to now (the friend's name, or the number as typed) */
    recipient_name: z.string().optional(),
    /** and its state now: Gifted, Waiting (for a phone without an account) or Scheduled */
    order_status: z.string().optional(),
  }),
  reschedule_order: answer({
    order_id: z.number(),
    /** unix seconds */
    deliver_at: z.number(),
    /** DD/MM/YYYY hh:mm:ss in shop time */
    deliver_date: z.string(),
  }),
};
