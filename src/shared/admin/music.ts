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

/** A track as the admin API answers it. */
export const musicRecord = z.object({
  id: z.number(),
  name: z.string(),
  name_cn: z.string(),
  name_jp: z.string(),
  url: z.string(),
  duration_ms: z.number(),
  sort: z.number(),
  version: z.number(),
});
export type MusicRecord = z.output<typeof musicRecord>;
