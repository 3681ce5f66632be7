import { z } from 'zod';
import { zImagePath } from './fields.ts';

/** A marketing notice to every member (of a country): a product, campaign or gift card, in each language. */
export const broadcastInput = z.object({
  type: z.enum(['product', 'campaign', 'giftcard'], { error: 'must be product, campaign or giftcard' }),
  related_id: z.coerce.number({ error: 'must be the id of the product, campaign or gift card' }).int().positive('must be an id'),
  text: z.object({
    en: z.string({ error: 'is required' }).trim().min(1, 'is required').max(300, 'must be at most 300 characters'),
    cn: z.string().trim().max(300, 'must be at most 300 characters').default(''),
    jp: z.string().trim().max(300, 'must be at most 300 characters').default(''),
  }),
  image: z
    .union([zImagePath, z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  country_id: z.union([z.null(), z.coerce.number().int().positive()]).default(null),
});
export type BroadcastInput = z.output<typeof broadcastInput>;

/** A broadcast as sent (decision 0274): the list's rows and the answer of a send are this record. */
export const broadcastRecord = z.object({
  id: z.string(),
  type: z.enum(['product', 'campaign', 'giftcard']),
  related_id: z.number().int(),
  text: z.object({ en: z.string(), cn: z.string().optional(), jp: z.string().optional() }),
  image: z.string().nullable(),
  country_id: z.number().int().nullable(),
  recipients: z.number().int(),
  staff_email: z.string(),
  sent_at: z.string(),
});
export type BroadcastRecord = z.output<typeof broadcastRecord>;
