import { z } from 'zod';
import { zLimit, zMemberId, zOffset } from '../fields.ts';

/** Payload schemas of the birthdays domain (answered in the profile group). */
export const birthdaysSchemas = {
  list_birthdays: z.object({ member_id: zMemberId, limit: zLimit, offset: zOffset }),
} satisfies Record<string, z.ZodType>;
