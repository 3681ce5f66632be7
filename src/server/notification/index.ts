import type { OptionDef } from '../http/context.ts';
import { listNotification } from './list-notification.ts';
import { readNotification } from './read-notification.ts';

/** The notification group's option handlers. */
export const notificationOptions: OptionDef[] = [listNotification, readNotification];
