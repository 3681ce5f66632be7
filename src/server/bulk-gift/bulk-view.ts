import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { bulkGiftRows, bulkGifts, orders } from '../db/schema/index.ts';
import { SMS_ATTEMPTS } from '../order/phone-gift.ts';
import { recipientUsedSql } from '../order/gift-state-of.ts';
import type { BULK_ROW_STATES, BulkGiftView } from '../../shared/api/answers/bulk-gift.ts';
import { toCsv } from '../../shared/csv.ts';
import { formatMoney } from '../../shared/money.ts';
import type { BulkGift } from './bulk-row.ts';

type RowState = (typeof BULK_ROW_STATES)[number];
const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** A batch with its progress: rows delivered, failed and still to go (decision 0270). */
export async function batchView(db: Db, batch: BulkGift): Promise<BulkGiftView> {
  const [order] = await db.select({ status: orders.payment_status }).from(orders).where(eq(orders.id, batch.order_id));
  const counts = await db
    .select({ status: bulkGiftRows.status, n: count() })
    .from(bulkGiftRows)
    .where(eq(bulkGiftRows.bulk_gift_id, batch.id))
    .groupBy(bulkGiftRows.status);
  const n = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
  return {
    id: batch.id,
    order_id: batch.order_id,
    payment_status: order?.status ?? 'Cancelled',
    currency_code: batch.currency_code,
    amount: batch.amount,
    rows_total: batch.rows_total,
    rows_sent: n('sent') + n('returned'),
    rows_failed: n('failed'),
    rows_queued: n('queued'),
    end_at: seconds(batch.end_at) ?? 0,
    returned_at: seconds(batch.returned_at),
    created_at: seconds(batch.created_at) ?? 0,
  };
}

export interface ReportRow {
  row: number;
  recipient: string;
  product_id: number;
  amount: number;
  message: string;
  status: RowState;
  deliver_at: number;
  sent_at: number | null;
}

/**
 * Each recipient's state: queued, sent, then opened (the link or the gift was opened) and redeemed (the recipient
 * used it, the same test as the order lists); bounced when the e-mail bounced, the text message could not be sent or
 * the row could not be delivered; returned once the batch ended unclaimed.
 */
export async function reportRows(db: Db, batchId: string): Promise<ReportRow[]> {
  const rows = await db
    .select({
      row: bulkGiftRows,
      orderStatus: orders.order_status,
      opened: sql<boolean>`${orders.opened_at} is not null or ${orders.order_status} = 'Received'`,
      used: recipientUsedSql,
      bounced: sql<boolean>`exists (select 1 from gift_emails g where g.order_id = ${orders.id} and g.kind = 'gift' and g.status = 'bounced')
        or exists (select 1 from sms_outbox s where s.order_id = ${orders.id} and s.sent_at is null and s.attempts >= ${SMS_ATTEMPTS})`,
    })
    .from(bulkGiftRows)
    .leftJoin(orders, eq(orders.id, bulkGiftRows.gift_order_id))
    .where(eq(bulkGiftRows.bulk_gift_id, batchId))
    .orderBy(asc(bulkGiftRows.row_no));
  return rows.map(({ row, opened, used, bounced }) => {
    let status: RowState = row.status === 'failed' ? 'bounced' : row.status === 'sent' ? 'sent' : row.status;
    if (row.status === 'sent') status = used ? 'redeemed' : bounced ? 'bounced' : opened ? 'opened' : 'sent';
    return {
      row: row.row_no,
      recipient: row.phone ?? row.email ?? '',
      product_id: row.product_id,
      amount: row.amount,
      message: row.message,
      status,
      deliver_at: seconds(row.deliver_at) ?? 0,
      sent_at: seconds(row.sent_at),
    };
  });
}

/** The report as CSV (formula-safe cells: src/shared/csv.ts), for a spreadsheet. */
export async function reportCsv(db: Db, batch: BulkGift): Promise<string> {
  const rows = await reportRows(db, batch.id);
  return toCsv(
    ['row', 'recipient', 'product_id', 'amount', 'message', 'status', 'deliver_at', 'sent_at'],
    rows.map((r) => [
      r.row,
      r.recipient,
      r.product_id,
      formatMoney(r.amount, batch.currency_code),
      r.message,
      r.status,
      new Date(r.deliver_at * 1000).toISOString(),
      r.sent_at === null ? '' : new Date(r.sent_at * 1000).toISOString(),
    ]),
  );
}

/** The member's batches, newest first. */
export async function listBatches(db: Db, memberId: number, page: { limit: number; offset: number }) {
  const where = eq(bulkGifts.member_id, memberId);
  const batches = await db
    .select()
    .from(bulkGifts)
    .where(where)
    .orderBy(desc(bulkGifts.created_at), desc(bulkGifts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from bulk_gifts where member_id = ${memberId}`));
  const table: BulkGiftView[] = [];
  for (const b of batches) table.push(await batchView(db, b));
  return { table, total: Number(total.n) };
}
