import { z } from 'zod';

/** Field builders for form-encoded payloads, where every value arrives as a string. */
/**
 * Every text field of every option is built on zString: control characters (NUL among them, which PostgreSQL
 * refuses) are bad input naming the field, never a database error. Tab and line breaks stay allowed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlCharacters = (s: string) => CONTROL_CHARACTERS.test(s);
export const zString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((s) => !hasControlCharacters(s), 'must not contain control characters');
/** Ids are PostgreSQL integers: anything past 2^31-1 is bad input, never a database error. */
export const zId = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive id')
  .max(2_147_483_647, 'is not a valid id');
export const zOptionalId = z.preprocess((v) => (v === '' || v === undefined || v === null || v === '0' ? undefined : v), zId.optional());
export const zText = (max = 500) => zString().trim().max(max, `must be at most ${max} characters`);
export const zOrderBy = z.enum(['ASC', 'DESC']).optional();
export const zFlag = z
  .preprocess((v) => (v === '' || v === undefined ? undefined : v), z.enum(['0', '1', 'true', 'false', 'Yes', 'No']).optional())
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true' || v === 'Yes'));
export const zLimit = z.coerce.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').optional();
export const zOffset = z.coerce.number().int().min(0, 'must not be negative').max(1_000_000, 'must be at most 1000000').optional();
/** Repeated fields such as filter_by_brands_id[0], filter_by_brands_id[1] arrive as an array. */
export const zIdList = z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(zId).max(50));
export const zPhoneDigits = zString({ error: 'is required' })
  .trim()
  .regex(/^\+?[0-9]{6,15}$/, 'must be a phone number of 6 to 15 digits');
/** Any member_id in a payload is only checked against the token's member; identity never comes from it. */
export const zMemberId = z.coerce.number().int().positive().max(2_147_483_647).optional();
