import { and, eq } from 'drizzle-orm';
import { notificationSchemas } from '../../shared/api/schemas/notification.ts';
import { notifications } from '../db/schema/index.ts';
import { defineOption, requireMember } from '../http/context.ts';
import { notFound } from '../platform/api-error.ts';
import { unreadCount } from './list-notification.ts';

/** read_notification: marks one of the member's own notifications read (idempotent); another's is not found. */
export const readNotification = defineOption({
  group: 'notification',
  option: 'read_notification',
  auth: 'member',
  schema: notificationSchemas.read_notification,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const updated = await ctx.db
      .update(notifications)
      .set({ is_read: 1 })
      .where(and(eq(notifications.id, input.notification_id), eq(notifications.member_id, memberId)))
      .returning({ id: notifications.id });
    if (updated.length === 0) throw notFound('Notification');
    return { message: 'Notification read', unread_count: await unreadCount(ctx.db, memberId) };
  },
});
