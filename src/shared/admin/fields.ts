import { z } from 'zod';

/** Field schemas the admin resources share. Messages name what is wrong; the server adds the field's path. */
export const zVersion = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1');

export const zLanguageText = (max: number) => z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`);

/** A country id, or null for every country. */
export const zCountryTarget = z.union([z.null(), z.coerce.number().int().positive()], { error: 'must be a country id or empty' });

export const zOptionalDate = z.union([z.null(), z.literal('').transform(() => null), z.coerce.date({ error: 'must be a date' })], {
  error: 'must be a date or empty',
});

/** A path the shop serves (an uploaded image or a built asset), never another origin. */
export const zImagePath = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(500, 'is too long')
  .regex(/^\/UgiftWeb\/[A-Za-z0-9/_.-]+$/, 'must be an uploaded image (a /UgiftWeb/ path)');

export const zOptionalImagePath = z
  .union([zImagePath, z.literal(''), z.null()])
  .optional()
  .transform((v) => v || undefined);
