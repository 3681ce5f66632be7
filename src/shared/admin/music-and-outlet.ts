import { z } from 'zod';
import { zVersion } from './fields.ts';

/** A music track for gift cards: its name, the uploaded file, its length and its place in the list. */
export const musicInput = z.object({
  name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  /** the name in Chinese and Japanese; empty shows the English name */
  name_cn: z.string().trim().max(80, 'must be at most 80 characters').default(''),
  name_jp: z.string().trim().max(80, 'must be at most 80 characters').default(''),
  url: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^\/UgiftWeb\/(media|demo)\/[A-Za-z0-9/_.-]+\.(mp3|ogg|wav)$/, 'must be an uploaded MP3, Ogg or WAV file'),
  duration_ms: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1000, 'must be at least 1 second')
    .max(600_000, 'must be at most 10 minutes'),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
  version: zVersion.optional(),
});

/** A place where a product's vouchers are redeemed. */
export const outletInput = z.object({
  product_id: z.coerce.number({ error: 'is required' }).int().positive('is required'),
  outlet_name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(120, 'is too long'),
  address: z.string({ error: 'is required' }).trim().min(1, 'is required').max(300, 'is too long'),
  outlet_telno: z
    .string()
    .trim()
    .max(40, 'is too long')
    .regex(/^[+\d\s()-]*$/, 'must be a telephone number')
    .default(''),
  email: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(200)
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address'),
    ])
    .default(''),
  version: zVersion.optional(),
});
