import { z } from 'zod';
import { zVersion } from './fields.ts';

/** What support may change on a member: the lock (sign-in refused, every session ended). Nothing else. */
export const memberInput = z.object({
  locked: z.boolean({ error: 'must be true or false' }),
  version: zVersion.optional(),
});
