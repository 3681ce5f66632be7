import { eq } from 'drizzle-orm';
import { bulkGiftRows } from '../../../src/server/db/schema/index.ts';
import { deliverDueBulkGifts } from '../../../src/server/bulk-gift/deliver-bulk.ts';
import { returnUnclaimedBulkGifts } from '../../../src/server/bulk-gift/return-unclaimed.ts';
import type { TestApp } from '../../support/test-app.ts';
import type { TestMember } from '../../support/factories.ts';

/** Bulk gift scenes (decision 0270): each test makes its own buyer, products and upload. */

let serial = 0;
/** A Singapore mobile number nobody has an account with (91xxxxxx: always a valid mobile range; 99… is not). */
export const strangerPhone = () => `+6591${String(process.pid % 100).padStart(2, '0')}${String(++serial).padStart(4, '0')}`;
export const anAddress = (local = 'staff') => `${local}-${process.pid}-${++serial}@example.com`;

export const csvOf = (rows: string[][]) => `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
export const HEADER = ['phone', 'email', 'product_id', 'amount', 'message', 'deliver_at'];

export const preview = (t: TestApp, buyer: TestMember, csv: string | Blob) =>
  t.call('bulk_gift', 'preview_bulk_gift', { csv }, { token: buyer.token });

/** Uploads, creates and pays the batch at the sandbox cashier; answers its id and order. */
export async function aPaidBatch(t: TestApp, buyer: TestMember, csv: string, fields: Record<string, string | number> = {}) {
  const made = await t.call('bulk_gift', 'create_bulk_gift', { csv, ...fields }, { token: buyer.token });
  if (made.status !== 200) throw new Error(`create_bulk_gift: ${made.status} ${JSON.stringify(made.body)}`);
  const cashier = await t.call('order', 'get_cashier_url', { order_id: made.body.order_id }, { token: buyer.token });
  if (cashier.status !== 200) throw new Error(`get_cashier_url: ${cashier.status} ${JSON.stringify(cashier.body)}`);
  // the sandbox cashier's Pay button, which sends the buyer back to the batch's progress page
  const pay = await t.app.request(`${cashier.body.cashier_url}/pay`, { method: 'POST' });
  const back = pay.headers.get('location') ?? '';
  if (pay.status !== 303 || !back.endsWith(`/business-gifts?id=${made.body.id}&paid=1`))
    throw new Error(`sandbox pay: ${pay.status} ${back}`);
  return made.body;
}

export const runDelivery = (t: TestApp) =>
  deliverDueBulkGifts(t.db, new Date(t.clock.now), {
    sms: t.sms,
    baseUrl: t.config.publicBaseUrl,
    mail: { email: t.deps.adapters.email, baseUrl: t.config.publicBaseUrl },
  });

export const runUnclaimed = (t: TestApp) => returnUnclaimedBulkGifts(t.db, new Date(t.clock.now));

export const rowsOfBatch = (t: TestApp, id: string) => t.db.select().from(bulkGiftRows).where(eq(bulkGiftRows.bulk_gift_id, id));

/** detail_bulk_gift with a fresh token (the test clock moves past a token's life). */
export const detail = async (t: TestApp, buyer: TestMember, id: string) =>
  t.call('bulk_gift', 'detail_bulk_gift', { id }, { token: await t.memberToken(buyer.id) });
