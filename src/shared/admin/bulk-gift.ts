import { z } from 'zod';
import { BULK_ROW_STATES, bulkGiftView } from '../api/answers/bulk-gift.ts';

/**
 * A bulk gift batch in the back office (decisions 0270, 0271): a list row is the shop's batch view with its buyer, a read adds
 * each recipient's state; a batch prepared by business staff answers its read. Money in minor units, dates ISO 8601.
 */
export const bulkGiftRow = bulkGiftView.extend({
  // the console reads times as ISO text (its date fields), the shop's API as unix seconds
  end_at: z.string(),
  returned_at: z.string().nullable(),
  created_at: z.string(),
  member_id: z.number(),
  member: z.string(),
  member_phone: z.string(),
});
export type BulkGiftRow = z.output<typeof bulkGiftRow>;

const recipientRow = z.object({
  row: z.number(),
  /** the phone masked, or the e-mail address */
  recipient: z.string(),
  product_id: z.number(),
  amount: z.number(),
  currency_code: z.string(),
  message: z.string(),
  status: z.enum(BULK_ROW_STATES),
  deliver_at: z.string(),
  sent_at: z.string().nullable(),
});

export const bulkGiftRecord = bulkGiftRow.extend({ rows: z.array(recipientRow) });
export type BulkGiftRecord = z.output<typeof bulkGiftRecord>;
