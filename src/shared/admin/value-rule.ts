import { z } from 'zod';
import { zVersion } from './fields.ts';

/** What becomes of value a voucher still holds when it expires (decision 0262). */
export const LAPSE_MODES = ['udollar', 'breakage', 'refund'] as const;
export type LapseMode = (typeof LAPSE_MODES)[number];
export const isLapseMode = (v: unknown): v is LapseMode => (LAPSE_MODES as readonly unknown[]).includes(v);

/**
 * A market's value rule as an admin saves it (decision 0262): one row per market, never created or deleted here.
 * Empty validity means each product keeps its own validity; 0 extension days means no extension is offered.
 */
export const valueRuleInput = z.object({
  validity_days: z
    .union([z.null(), z.literal('').transform(() => null), z.coerce.number({ error: 'must be a number' })])
    .pipe(z.union([z.null(), z.number().int('must be a whole number').min(1, 'must be at least 1').max(3650, 'must be at most 3650')]))
    .default(null),
  extension_days: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 (no extension) or more')
    .max(365, 'must be at most 365'),
  lapse: z.enum(LAPSE_MODES, { error: 'must be udollar, breakage or refund' }),
  note: z.string({ error: 'must be text' }).trim().max(1000, 'must be at most 1000 characters').default(''),
  version: zVersion,
});

/** A market's value rule as the admin API answers it: keyed (`id`) by its country, with the country's name and currency. */
export const valueRuleRecord = z.object({
  id: z.number(),
  country_id: z.number(),
  country: z.string(),
  currency_code: z.string(),
  /** null: each product keeps its own validity */
  validity_days: z.number().nullable(),
  extension_days: z.number(),
  lapse: z.enum(LAPSE_MODES),
  note: z.string(),
  version: z.number(),
  updated_at: z.string(),
});
export type ValueRuleRecord = z.output<typeof valueRuleRecord>;
