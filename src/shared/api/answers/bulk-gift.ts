import { z } from 'zod';
import { answer } from './answer-parts.ts';

/** One row of an upload as the preview read it (decision 0270): its values normalised, or null where they are bad. */
const previewRow = z.object({
  /** 1 = the first row under the header */
  row: z.number(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  language: z.enum(['eng', 'cn', 'jp']),
  product_id: z.number().nullable(),
  product_name: z.string().nullable(),
  currency_code: z.string().nullable(),
  /** minor units */
  amount: z.number().nullable(),
  message: z.string(),
  /** unix seconds; null: at once */
  deliver_at: z.number().nullable(),
});

/** What is wrong with a cell, for the client to say in the reader's language (locales/<lang>/bulk-gift.json rowErrors). */
export const BULK_ROW_ERROR_CODES = [
  'column_twice',
  'column_unknown',
  'column_product_missing',
  'column_recipient_missing',
  'too_many_cells',
  'recipient_missing',
  'recipient_both',
  'phone_invalid',
  'phone_own',
  'email_invalid',
  'language_invalid',
  'product_missing',
  'product_not_on_sale',
  'product_udollar',
  'product_currency',
  'amount_invalid',
  'amount_not_stored_value',
  'amount_too_large',
  'message_invalid',
  'message_too_long',
  'deliver_at_invalid',
  'deliver_at_past',
  'deliver_at_too_far',
] as const;
export type BulkRowErrorCode = (typeof BULK_ROW_ERROR_CODES)[number];

/** A refusal of one cell: the row (0: the file or its header), the column it names, and the server's English message. */
const rowError = z.object({ row: z.number(), field: z.string(), code: z.enum(BULK_ROW_ERROR_CODES), message: z.string() });

/** sent, then opened and redeemed by its recipient; bounced: the e-mail or text could not be delivered. */
export const BULK_ROW_STATES = ['queued', 'sent', 'opened', 'redeemed', 'bounced', 'returned'] as const;

const reportRow = z.object({
  row: z.number(),
  /** the phone masked, or the e-mail address */
  recipient: z.string(),
  product_id: z.number(),
  amount: z.number(),
  message: z.string(),
  status: z.enum(BULK_ROW_STATES),
  /** unix seconds */
  deliver_at: z.number(),
  sent_at: z.number().nullable(),
});

export const bulkGiftView = z.object({
  id: z.string(),
  order_id: z.number(),
  /** Pending until paid; Paid; Cancelled when the payment never came */
  payment_status: z.string(),
  currency_code: z.string(),
  /** minor units */
  amount: z.number(),
  rows_total: z.number(),
  /** rows delivered (sent or later), failed, and still waiting for their time or the job */
  rows_sent: z.number(),
  rows_failed: z.number(),
  rows_queued: z.number(),
  /** unix seconds */
  end_at: z.number(),
  returned_at: z.number().nullable(),
  created_at: z.number(),
});

export const bulkGiftAnswers = {
  preview_bulk_gift: answer({
    rows: z.array(previewRow),
    errors: z.array(rowError),
    /** minor units per currency of the valid rows */
    totals: z.array(z.object({ currency_code: z.string(), amount: z.number() })),
  }),
  create_bulk_gift: answer({ id: z.string(), order_id: z.number(), amount: z.number(), currency_code: z.string(), rows_total: z.number() }),
  detail_bulk_gift: answer({ bulk_gift: bulkGiftView, rows: z.array(reportRow) }),
  report_bulk_gift: answer({ filename: z.string(), csv: z.string() }),
  list_bulk_gift: answer({ table: z.array(bulkGiftView), total: z.number() }),
};

export type BulkGiftView = z.output<typeof bulkGiftView>;
export type BulkPreviewRow = z.output<typeof previewRow>;
export type BulkRowError = z.output<typeof rowError>;
