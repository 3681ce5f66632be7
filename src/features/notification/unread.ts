import { unreadCount } from './notification-api.ts';
import { $isMember } from '../../lib/session-store.ts';
import { $unreadCount } from '../shell/unread-store.ts';

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
