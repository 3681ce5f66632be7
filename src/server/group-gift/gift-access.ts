import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupGiftContributions, groupGiftInvites, orders } from '../db/schema/index.ts';
import type { GiftRow } from './gift-row.ts';

export type GiftRole = 'organiser' | 'contributor' | 'invited' | 'recipient' | 'guest';

/**
 * The reader's place in a group gift (decision 0258). The recipient is one only once the gift was given to them (it is
 * a surprise until then); anyone else with the share link is a guest.
 */
export async function roleIn(tx: Db, gift: GiftRow, memberId: number | null): Promise<GiftRole> {
  if (memberId === null) return 'guest';
  if (gift.organiser_id === memberId) return 'organiser';
  const paid = await tx
    .select({ id: groupGiftContributions.id })
    .from(groupGiftContributions)
    .where(and(eq(groupGiftContributions.group_gift_id, gift.id), eq(groupGiftContributions.member_id, memberId)))
    .limit(1);
  if (paid.length > 0) return 'contributor';
  const invited = await tx
    .select({ id: groupGiftInvites.member_id })
    .from(groupGiftInvites)
    .where(and(eq(groupGiftInvites.group_gift_id, gift.id), eq(groupGiftInvites.member_id, memberId)))
    .limit(1);
  if (invited.length > 0) return 'invited';
  if (gift.status === 'funded') {
    const [order] = await tx.select({ recipient: orders.recipient_id }).from(orders).where(eq(orders.id, gift.order_id));
    if (order?.recipient === memberId) return 'recipient';
  }
  return 'guest';
}

/** Whether the member may use the gift's member id (not only its share link). */
export async function canReadById(tx: Db, gift: GiftRow, memberId: number): Promise<boolean> {
  return (await roleIn(tx, gift, memberId)) !== 'guest';
}
