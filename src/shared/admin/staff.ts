import { z } from 'zod';
import { STAFF_ROLES } from './roles.ts';
import { zVersion } from './fields.ts';

const zEmail = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .max(200, 'is too long')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address');
const zRole = z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(', ')}` });
/** A merchant may be tied to some of the brand's outlets (ids of GET /merchant-outlets); none means all of them. */
const zOutletIds = z
  .array(z.coerce.number().int().positive(), { error: 'must be a list of outlets' })
  .max(200, 'at most 200 outlets')
  .default([]);
/** The country the console's lists start filtered to (decision 0238); null for every country. */
const zMarket = z.union([z.null(), z.coerce.number({ error: 'must be a country' }).int().positive()]).default(null);
const zPassword = z.string({ error: 'is required' }).min(12, 'must be at least 12 characters').max(200, 'is too long');

/** A new staff account (admin). A merchant belongs to a brand. */
export const staffCreate = z
  .object({
    email: zEmail,
    name: z.string().trim().max(100, 'is too long').default(''),
    role: zRole,
    password: zPassword,
    brand_id: z.union([z.null(), z.coerce.number().int().positive()]).default(null),
    market_country_id: zMarket,
    outlet_ids: zOutletIds,
  })
  .refine((s) => s.role !== 'merchant' || s.brand_id !== null, { path: ['brand_id'], message: 'is required for a merchant' })
  .refine((s) => s.role === 'merchant' || s.outlet_ids.length === 0, { path: ['outlet_ids'], message: 'are only for merchants' });

/** Saving a staff account: name, role, brand, disabled; a new password or a TOTP reset when given. */
export const staffUpdate = z
  .object({
    name: z.string().trim().max(100, 'is too long').default(''),
    role: zRole,
    brand_id: z.union([z.null(), z.coerce.number().int().positive()]).default(null),
    outlet_ids: zOutletIds,
    market_country_id: zMarket,
    disabled: z.boolean({ error: 'must be true or false' }).default(false),
    new_password: z
      .union([zPassword, z.literal('')])
      .optional()
      .transform((v) => v || undefined),
    reset_totp: z.boolean().default(false),
    /** lifts the lock of an account that 50 failed sign-ins locked (decision 0237) */
    unlock: z.boolean().default(false),
    version: zVersion.optional(),
  })
  // a staff member who stops being a merchant loses their outlets (the server clears them)
  .refine((s) => s.role !== 'merchant' || s.brand_id !== null, { path: ['brand_id'], message: 'is required for a merchant' });

/** A staff account as the admin API answers it (and the audit log records it): never the password hash or TOTP secret. */
export const staffRecord = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  brand_id: z.number().nullable(),
  market_country_id: z.number().nullable(),
  /** a merchant's outlets, ascending (none: every outlet of the brand) */
  outlet_ids: z.array(z.number()),
  disabled: z.boolean(),
  /** the second factor is set up */
  totp: z.boolean(),
  /** set while 50 failed sign-ins keep the account locked */
  locked_until: z.string().nullable(),
  created_at: z.string(),
  version: z.number(),
});
export type StaffRecord = z.output<typeof staffRecord>;

/** Signing in to the back office. */
export const signInInput = z.object({
  email: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'is too long'),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is too long'),
  otp: z.string().trim().max(10, 'is too long').optional(),
});
