import { z } from 'zod';
import { zId, zLimit, zMemberId, zOffset, zOrderBy, zString, zText } from '../fields.ts';

const nameFilter = z.preprocess((v) => (v === undefined || v === null ? undefined : v), zText(100).optional());

const friendId = z.object({ member_id: zMemberId, friend_id: zId });

/** Payload schemas of the friends domain (answered in the profile group). */
export const friendsSchemas = {
  list_friend: z.object({ member_id: zMemberId, order_by: zOrderBy, filter_by_name: nameFilter, limit: zLimit, offset: zOffset }),
  list_facebook: z.object({ member_id: zMemberId, filter_by_name: nameFilter, limit: zLimit, offset: zOffset }),
  list_friend_request: z.object({ member_id: zMemberId, filter_by_name: nameFilter, limit: zLimit, offset: zOffset }),
  add_friend: friendId,
  accept_friend: friendId,
  reject_friend: friendId,
  remove_friend: friendId,
  update_facebook_id: z.object({
    member_id: zMemberId,
    facebook_id: zString({ error: 'is required' })
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores'),
    /** the SDK's user access token; required when the server has a Facebook app configured */
    access_token: zString().trim().max(2048, 'is too long').optional(),
  }),
  facebook_member: z.object({
    member_id: zMemberId,
    /** a JSON array of social ids, or of objects with an id (the SDK's friend list) */
    contacts: zString({ error: 'is required' }).max(500_000, 'is too long'),
  }),
} satisfies Record<string, z.ZodType>;
