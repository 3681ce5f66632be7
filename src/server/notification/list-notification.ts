import { and, count, desc, eq, sql } from 'drizzle-orm';
import { notificationSchemas, type NotificationItem } from '../../shared/api/schemas/notification.ts';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import { defineOption, requireMember } from '../http/context.ts';
import { apiDateTime } from '../platform/format-date.ts';

const DEFAULT_LIMIT = 20;

export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.member_id, memberId), eq(notifications.is_read, 0)));
  return Number(row?.n ?? 0);
}

/** list_notification: the member's notifications, newest first, paged; with the total and the unread count. */
export const listNotification = defineOption({
  group: 'notification',
  option: 'list_notification',
  auth: 'member',
  schema: notificationSchemas.list_notification,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const limit = input.limit ?? DEFAULT_LIMIT;
    const offset = input.offset ?? 0;
    const rows = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.member_id, memberId))
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(limit)
      .offset(offset);
    // the total and the unread count in one pass over the member's index entries (decision 0276)
    const [counts] = await ctx.db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.is_read} = 0)` })
      .from(notifications)
      .where(eq(notifications.member_id, memberId));
    const table: NotificationItem[] = rows.map((n) => ({
      id: n.id,
      type: n.type,
      related_id: n.related_id,
      message: n.message,
      event: n.event,
      params: n.params,
      image: n.image,
      is_read: n.is_read ? '1' : '0',
      created_date: apiDateTime(n.created_at),
    }));
    return { table, total: Number(counts?.total ?? 0), unread_count: Number(counts?.unread ?? 0), limit, offset };
  },
});
