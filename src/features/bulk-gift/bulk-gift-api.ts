import { callApi } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';
import type { BulkGiftView } from '../../shared/api/answers/bulk-gift.ts';

export type { BulkGiftView };
export type BulkPreview = AnswerOf<'bulk_gift', 'preview_bulk_gift'>;
export type BulkDetail = AnswerOf<'bulk_gift', 'detail_bulk_gift'>;

export const previewBulkGift = (csv: File) => callApi('bulk_gift', 'preview_bulk_gift', { csv });

/** Creates the batch and opens the cashier for its one order. */
export async function payBulkGift(csv: File, endDays: number): Promise<string> {
  const made = await callApi('bulk_gift', 'create_bulk_gift', { csv, end_days: endDays });
  return (await callApi('order', 'get_cashier_url', { order_id: made.order_id })).cashier_url;
}

export const detailBulkGift = (id: string) => callApi('bulk_gift', 'detail_bulk_gift', { id });
export const listBulkGifts = async () => (await callApi('bulk_gift', 'list_bulk_gift', { limit: 20 })).table;

/** Saves the report as a CSV file. */
export async function downloadReport(id: string): Promise<void> {
  const report = await callApi('bulk_gift', 'report_bulk_gift', { id });
  saveText(report.filename, report.csv);
}

export function saveText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A template with the columns and one example row of each kind. */
export const TEMPLATE_CSV =
  'phone,email,language,product_id,amount,message,deliver_at\r\n+6591234567,,,1,,Thank you for a great year!,\r\n,name@example.com,eng,1,,Happy holidays,2026-12-24T09:00+08:00\r\n';
