import { z } from 'zod';
import { answer } from './answer-parts.ts';

/** The answers of the friends domain (options of the profile group). */
export const friendsAnswers = {
  list_friend: answer({
    total: z.number(),
    table: z.array(
      z.object({
        friend_id: z.number(),
        friend_name: z.string(),
        friend_profile_picture: z.string(),
      }),
    ),
  }),
  list_facebook: answer({
    total: z.number(),
    table: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        profile_picture: z.string(),
        status: z.enum(['', 'Pending', 'Pending Approval', 'Accepted']),
      }),
    ),
  }),
  list_friend_request: answer({
    total: z.number(),
    table: z.array(
      z.object({
        member_id: z.number(),
        friend_name: z.string(),
        friend_profile_picture: z.string(),
      }),
    ),
  }),
  add_friend: answer({}),
  accept_friend: answer({}),
  reject_friend: answer({}),
  remove_friend: answer({}),
  update_facebook_id: answer({}),
  facebook_member: answer({
    total: z.number(),
  }),
};
