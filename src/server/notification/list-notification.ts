import { desc, eq, sql } from 'drizzle-orm';
import { notificationSchemas, type NotificationItem } from '../../shared/api/schemas/notification.ts';
import type { Db } from '../db/client.ts';
import { notificationCounts as counted, notifications } from '../db/schema/index.ts';
import { defineOption, requireMember } from '../http/context.ts';
import { apiDateTime } from '../platform/format-date.ts';

const DEFAULT_LIMIT = 20;

/** A member's notifications and unread ones, from notification_counts (migration 0999, decision 0276). */
async function notificationCounts(db: Db, memberId: number): Promise<{ total: number; unread: number }> {
  // the member's rows (what each change added, until compacted) summed
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${counted.total}), 0)`, unread: sql<number>`coalesce(sum(${counted.unread}), 0)` })
    .from(counted)
    .where(eq(counted.member_id, memberId));
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

export async function unreadCount(db: Db, memberId: number): Promise<number> {
  return (await notificationCounts(db, memberId)).unread;
}

/** list_notification: the member's notifications, newest first, paged; with the total and the unread count. */
export const listNotification = defineOption({
  group: 'notification',
  option: 'list_notification',
  auth: 'member',
  // answered from memory for up to a second; changes are pushed (migration 1000, decision 0276)
  cache: 'member',
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
    // the total and the unread count kept as notifications are added, read and removed (decision 0276)
    const counts = await notificationCounts(ctx.db, memberId);
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
    return { table, total: counts.total, unread_count: counts.unread, limit, offset };
  },
});
