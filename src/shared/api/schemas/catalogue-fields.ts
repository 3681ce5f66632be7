import { z } from 'zod';
import { zId, zString } from '../fields.ts';

/** Form fields often arrive empty ("") when the client has nothing to send: treat them as absent. */
export const blankToUndefined = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);

/** The interface language, used to order names (A to Z) in the shopper's language. */
export const zLanguage = z.preprocess(blankToUndefined, z.enum(['eng', 'cn', 'jp'], { error: 'must be eng, cn or jp' }).optional());
/** A market country id; absent means the member's chosen country or the default one. */
export const zCountryId = z.preprocess((v) => (v === '' || v === undefined || v === null || v === '0' ? undefined : v), zId.optional());
export const zNameOrder = z.preprocess(blankToUndefined, z.enum(['ASC', 'DESC'], { error: 'must be ASC or DESC' }).optional());
export const zPageLimit = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(max, `must be at most ${max}`)
      .optional(),
  );
export const zPageOffset = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(100_000, 'must be at most 100000')
    .optional(),
);
/** A vocabulary value such as "food" or "thank_you"; repeated fields arrive as an array. */
export const zValueList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v.filter((x) => x !== '') : [v]),
  z.array(zString().regex(/^[a-z_]{1,40}$/, 'must be lower-case words joined by _')).max(20, 'must have at most 20 values'),
);
