import { z } from 'zod';
import { zVersion } from './fields.ts';

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

/** An outlet as the admin API answers it. */
export const outletRecord = z.object({
  id: z.number(),
  product_id: z.number(),
  outlet_name: z.string(),
  address: z.string(),
  outlet_telno: z.string(),
  email: z.string(),
  version: z.number(),
});
export type OutletRecord = z.output<typeof outletRecord>;
