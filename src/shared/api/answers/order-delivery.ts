import { z } from 'zod';
import { answer } from './answer-parts.ts';

/** The answers of the delivery options (decision 0210): taking a gift back, moving a scheduled delivery. */
export const orderDeliveryAnswers = {
  unsend_order: answer({
    order_id: z.number(),
    /** the order's state after it was taken back: the sender's unsent gift */
    order_status: z.string(),
  }),
  reschedule_order: answer({
    order_id: z.number(),
    /** unix seconds */
    deliver_at: z.number(),
    /** DD/MM/YYYY hh:mm:ss in shop time */
    deliver_date: z.string(),
  }),
};
