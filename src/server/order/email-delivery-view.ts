import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftEmails } from '../db/schema/index.ts';
import { apiDateTime } from '../platform/format-date.ts';

/** A gift e-mail's status as its sender sees it (decision 0267): opened once someone opened the share page. */
export type EmailDeliveryStatus = 'queued' | 'sent' | 'bounced' | 'opened';

interface EmailGiftRow {
  id: number;
  order_status: string;
  gift_email: string | null;
  opened_at: Date | null;
}

/**
 * The sender's view of a gift sent by e-mail: the address, the status of its newest e-mail, and whether the address
 * may still be corrected (while it waits and nobody opened it). null for a gift not sent by e-mail.
 */
export async function emailDeliveryOf(db: Db, order: EmailGiftRow) {
  if (!order.gift_email) return null;
  const [last] = await db
    .select({ status: giftEmails.status, sent_at: giftEmails.sent_at, bounced_at: giftEmails.bounced_at })
    .from(giftEmails)
    .where(and(eq(giftEmails.order_id, order.id), eq(giftEmails.kind, 'gift')))
    .orderBy(desc(giftEmails.id))
    .limit(1);
  const opened = order.opened_at !== null;
  const status: EmailDeliveryStatus = opened ? 'opened' : last?.status === 'sent' || last?.status === 'bounced' ? last.status : 'queued';
  return {
    email: order.gift_email,
    status,
    sent_date: apiDateTime(last?.sent_at ?? null),
    bounced_date: status === 'bounced' ? apiDateTime(last?.bounced_at ?? null) : '',
    opened_date: apiDateTime(order.opened_at),
  };
}

/** The sender may correct the address of a gift sent by e-mail until someone opens it. */
export function canReaddress(o: { payment_status: string; order_status: string; gift_email: string | null; opened_at: Date | null }) {
  return o.payment_status === 'Paid' && o.order_status === 'Waiting' && o.gift_email !== null && o.opened_at === null;
}
