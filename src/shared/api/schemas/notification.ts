import type { NotificationParams } from '../../notification-text.ts';
import { z } from 'zod';
import { zId, zLimit, zMemberId, zOffset } from '../fields.ts';

/** Payload schemas of the notification group, keyed by option. */
export const notificationSchemas = {
  list_notification: z.object({ member_id: zMemberId, limit: zLimit, offset: zOffset }),
  read_notification: z.object({ member_id: zMemberId, notification_id: zId }),
} satisfies Record<string, z.ZodType>;

/** One list_notification row (created_date DD/MM/YYYY HH:mm:ss; is_read '1' means read). */
export interface NotificationItem {
  id: number;
  type: string;
  related_id: string;
  /** English, for readers that know no events */
  message: string;
  /** what happened, rendered in the reader's language from params; '' on older notifications (show message) */
  event: string;
  params: NotificationParams;
  image: string;
  is_read: '0' | '1';
  created_date: string;
}
