import type { AnswerOf } from '../answers/index.ts';
import { z } from 'zod';
import { zId, zLimit, zMemberId, zOffset } from '../fields.ts';

/** Payload schemas of the notification group, keyed by option. */
export const notificationSchemas = {
  list_notification: z.object({ member_id: zMemberId, limit: zLimit, offset: zOffset }),
  read_notification: z.object({ member_id: zMemberId, notification_id: zId }),
} satisfies Record<string, z.ZodType>;

/** One list_notification row (created_date DD/MM/YYYY HH:mm:ss; is_read '1' means read). */
/** One list_notification row (the contract's type). */
export type NotificationItem = AnswerOf<'notification', 'list_notification'>['table'][number];
