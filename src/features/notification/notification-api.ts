import { atom } from 'nanostores';
import { callApi } from '../../lib/api-client.ts';
import { $isMember } from '../../lib/session-store.ts';
import type { NotificationItem } from '../../shared/api/schemas/notification.ts';

export const PAGE_SIZE = 20;

/** Unread notifications of the signed-in member: the tab bar shows it, the notification screen keeps it current. */
export const $unreadCount = atom(0);

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

/** Sets the tab bar's unread count from the server (members only; failures are silent, as the spec asks). */
export async function refreshUnreadCount(): Promise<void> {
  if (!$isMember.get()) {
    $unreadCount.set(0);
    return;
  }
  try {
    $unreadCount.set(await unreadCount());
  } catch {
    // silent: notification calls show nothing on failure
  }
}
