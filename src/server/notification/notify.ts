import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { notifications } from '../db/schema/index.ts';
import type { LangText, NotificationEvent, NotificationParams } from '../../shared/notification-text.ts';
import { englishMessage } from './english-message.ts';

export type NotificationType =
  | 'send_order'
  | 'redeem_order'
  | 'add_friend'
  | 'accept_friend'
  | 'reject_friend'
  | 'product'
  | 'campaign'
  | 'giftcard'
  | 'expired_evoucher'
  | 'expiring_evoucher'
  | 'redeemed_evoucher'
  | 'unsend_order'
  | 'thank_order'
  | 'decline_order'
  | 'refund_order'
  | 'birthday'
  | 'group_gift'
  | 'bulk_gift';

export interface NotifyInput {
  memberId: number;
  type: NotificationType;
  relatedId: string | number;
  /** what happened; the reader sees it in their language */
  event: NotificationEvent;
  params: NotificationParams;
  image?: string;
  now: Date;
}

/**
 * The one way a feature tells a member something; call it inside the same transaction as the event. The event and its
 * parameters are stored, and the English text beside them for readers that know no events.
 */
export async function notify(db: Db, input: NotifyInput): Promise<void> {
  await db.insert(notifications).values({
    member_id: input.memberId,
    type: input.type,
    related_id: String(input.relatedId),
    message: englishMessage(input.event, input.params),
    event: input.event,
    params: input.params,
    image: input.image ?? '',
    created_at: input.now,
  });
}

export type MarketingType = Extract<NotificationType, 'product' | 'campaign' | 'giftcard'>;

export interface BroadcastInput {
  type: MarketingType;
  relatedId: string | number;
  /** the announcement in each language (English required) */
  text: LangText;
  image?: string;
  now: Date;
  /** only members whose market (or registered) country is this one; every member when absent */
  countryId?: number;
}

/** Marketing: one notice of a product, campaign or gift card to every member (of a country), in one statement. */
export async function broadcastNotification(db: Db, input: BroadcastInput): Promise<number> {
  const countryFilter =
    input.countryId === undefined ? sql`` : sql` where coalesce(m.market_country_id, m.country_id) = ${input.countryId}`;
  const result = await db.execute(sql`
    with inserted as (
      insert into notifications (member_id, type, related_id, message, event, params, image, is_read, created_at)
      select m.id, ${input.type}, ${String(input.relatedId)}, ${input.text.en}, 'announcement', ${JSON.stringify({ text: input.text })}::jsonb,
        ${input.image ?? ''}, 0, ${input.now.toISOString()}::timestamptz
      from members m${countryFilter}
      returning 1
    )
    select count(*)::int as n from inserted`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
