import { atom } from 'nanostores';

/** Unread notifications of the logged-in member; the notification feature keeps it current. */
export const $unreadCount = atom(0);
