import { z } from 'zod';
import { zVersion } from './fields.ts';

/** What support may change on a member: the lock (sign-in refused, every session ended). Nothing else. */
export const memberInput = z.object({
  locked: z.boolean({ error: 'must be true or false' }),
  version: zVersion.optional(),
});

/** A member as support sees them (the admin API's answer): no password hash, OTP or token data, ever. */
export const memberRecord = z.object({
  id: z.number(),
  name: z.string(),
  /** E.164 when known, else prefix and number as stored */
  phone: z.string(),
  email: z.string(),
  country_id: z.number(),
  points: z.number(),
  locked: z.boolean(),
  created_at: z.string(),
  version: z.number(),
});
export type MemberRecord = z.output<typeof memberRecord>;
