import { z } from 'zod';
import { hasControlCharacters, zMemberId, zString } from '../fields.ts';

/** Business gifting in bulk (decision 0270): the rules every client and the server share. */
export const BULK_GIFT_MAX_ROWS = 1000;
/** An upload of 1,000 rows with long messages stays well under this. */
export const BULK_GIFT_MAX_BYTES = 1024 * 1024;
export const BULK_GIFT_MESSAGE_MAX = 280;
/** Days after which gifts nobody claimed go back to the buyer as uDollar: the default, and the range allowed. */
export const BULK_GIFT_END_DAYS = 90;
export const BULK_GIFT_END_DAYS_MIN = 7;
export const BULK_GIFT_END_DAYS_MAX = 365;
/** The columns of the upload, in any order; phone or email on each row, the rest optional but product_id. */
export const BULK_GIFT_COLUMNS = ['phone', 'email', 'language', 'product_id', 'amount', 'message', 'deliver_at'] as const;
export type BulkGiftColumn = (typeof BULK_GIFT_COLUMNS)[number];

const empty = (v: unknown) => v === '' || v === undefined || v === null;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (empty(v) ? undefined : v), schema.optional());

/** A batch's id: random, at least 128 bits, base64url. */
const zBulkId = zString({ error: 'is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{22,64}$/, 'is not a valid bulk gift id');

/**
 * The CSV: a file part named csv (checked as UTF-8 by its bytes), or the same text as a form field. Control characters
 * other than tab and line breaks are refused (a UTF-16 file read as text is full of NULs).
 */
const zCsv = z
  .unknown()
  .refine((v) => typeof v !== 'string' || !hasControlCharacters(v), 'must be a UTF-8 CSV file (this one has another encoding)')
  .optional();

const upload = { member_id: zMemberId, csv: zCsv };

export const bulkGiftSchemas = {
  preview_bulk_gift: z.object(upload),
  create_bulk_gift: z.object({
    ...upload,
    /** days until gifts nobody claimed go back to the buyer as uDollar */
    end_days: optional(
      z.coerce
        .number({ error: 'must be a number of days' })
        .int('must be a whole number of days')
        .min(BULK_GIFT_END_DAYS_MIN, `must be at least ${BULK_GIFT_END_DAYS_MIN}`)
        .max(BULK_GIFT_END_DAYS_MAX, `must be at most ${BULK_GIFT_END_DAYS_MAX}`),
    ),
  }),
  detail_bulk_gift: z.object({ member_id: zMemberId, id: zBulkId }),
  report_bulk_gift: z.object({ member_id: zMemberId, id: zBulkId }),
  list_bulk_gift: z.object({
    member_id: zMemberId,
    limit: z.coerce.number().int().min(1, 'must be at least 1').max(50, 'must be at most 50').optional(),
    offset: z.coerce.number().int().min(0, 'must not be negative').max(1_000_000, 'must be at most 1000000').optional(),
  }),
} satisfies Record<string, z.ZodType>;
