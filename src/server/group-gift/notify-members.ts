import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupGiftContributions } from '../db/schema/index.ts';
import { notify } from '../notification/notify.ts';
import type { NotificationEvent, NotificationParams } from '../../shared/notification-text.ts';
import type { GiftRow } from './gift-row.ts';

/** The organiser and everyone who paid into the pool (or is paying at the cashier). */
export async function poolMembers(tx: Db, gift: GiftRow): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: groupGiftContributions.member_id })
    .from(groupGiftContributions)
    .where(and(eq(groupGiftContributions.group_gift_id, gift.id), inArray(groupGiftContributions.status, ['paid', 'pending'])));
  return [...new Set([gift.organiser_id, ...rows.map((r) => r.id)])];
}

/** Tells each of `memberIds` about the gift, in their language (the event's template). */
export async function tellMembers(
  tx: Db,
  gift: GiftRow,
  memberIds: number[],
  event: NotificationEvent,
  params: NotificationParams,
  now: Date,
): Promise<void> {
  for (const memberId of memberIds) await notify(tx, { memberId, type: 'group_gift', relatedId: gift.id, event, params, now });
}
