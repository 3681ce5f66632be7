import { callApi } from '../../lib/api-client.ts';
import type { NotificationItem } from '../../shared/api/schemas/notification.ts';

export const PAGE_SIZE = 20;

export async function listNotifications(offset: number): Promise<{ items: NotificationItem[]; total: number; unread: number }> {
  const answer = await callApi('notification', 'list_notification', { limit: PAGE_SIZE, offset });
  return { items: answer.table, total: answer.total, unread: answer.unread_count };
}

/** Marks one read; answers the member's new unread count. */
export async function readNotification(id: number): Promise<number> {
  const answer = await callApi('notification', 'read_notification', { notification_id: id });
  return answer.unread_count;
}

/** The member's unread count (one row fetched). */
export async function unreadCount(): Promise<number> {
  const answer = await callApi('notification', 'list_notification', { limit: 1 });
  return Number(answer.unread_count) || 0;
}
