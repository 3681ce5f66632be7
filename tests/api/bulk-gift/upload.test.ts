import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bulkGifts, orders } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aProduct } from '../../support/factories.ts';
import { HEADER, anAddress, csvOf, preview, strangerPhone } from './bulk-scene.ts';

/** Decision 0270: the upload's checks, by row and column, before anything is written; the size and encoding limits. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('bulk_gift/preview_bulk_gift', () => {
  it('answers every row normalised and names the row and column of each problem; nothing is written', async () => {
    const buyer = await aMember(t);
    const voucher = await aProduct(t, { price: 2500 });
    const stored = await aProduct(t, { price: 1000, storedValue: true });
    const yen = await aProduct(t, { price: 500, currency: 'JPY' });
    const past = new Date(t.clock.now.getTime() - 86_400_000).toISOString();
    const csv = csvOf([
      HEADER,
      [' +65 8123-4567 ', '', String(voucher), '', 'Happy holidays', ''],
      ['', 'not-an-address', String(voucher), '', '', ''],
      ['', '', String(voucher), '', '', ''],
      [strangerPhone(), anAddress(), String(voucher), '', '', ''],
      [buyer.phone, '', String(voucher), '', '', ''],
      [strangerPhone(), '', '999999999', '', '', ''],
      [strangerPhone(), '', String(voucher), '10.00', '', ''],
      [strangerPhone(), '', String(stored), '12.345', '', ''],
      [strangerPhone(), '', String(yen), '', '', ''],
      [strangerPhone(), '', String(stored), '35', '', 'tomorrow'],
      [strangerPhone(), '', String(stored), '', '', past],
    ]);
    const res = await preview(t, buyer, csv);
    expect(res.status).toBe(200);
    expect(res.body.errors).toMatchObject([
      { row: 2, field: 'email', code: 'email_invalid', message: expect.stringContaining('e-mail address') },
      { row: 3, field: 'phone', message: 'give a phone number or an email address' },
      { row: 4, field: 'email', message: expect.stringContaining('not both') },
      { row: 5, field: 'phone', message: 'must not be your own number' },
      { row: 6, field: 'product_id', message: 'is not a product on sale' },
      { row: 7, field: 'amount', message: expect.stringContaining('only a stored-value product') },
      { row: 8, field: 'amount', message: 'must be an amount in SGD, such as 25.00' },
      { row: 9, field: 'product_id', message: expect.stringContaining('SGD') },
      { row: 10, field: 'deliver_at', message: expect.stringContaining('date and time') },
      { row: 11, field: 'deliver_at', message: 'must not be in the past' },
    ]);
    expect(res.body.rows[0]).toMatchObject({ row: 1, phone: '+6581234567', amount: 2500, currency_code: 'SGD', message: 'Happy holidays' });
    expect(res.body.rows[9]).toMatchObject({ amount: 3500 });
    expect(await t.db.select().from(bulkGifts).where(eq(bulkGifts.member_id, buyer.id))).toEqual([]);
  });

  it('names unknown and missing columns as row 0', async () => {
    const buyer = await aMember(t);
    const res = await preview(
      t,
      buyer,
      csvOf([
        ['mobile', 'product'],
        ['+6581234567', '1'],
      ]),
    );
    expect(res.body.errors).toMatchObject([
      { row: 0, field: 'mobile', message: expect.stringContaining('is not a column') },
      { row: 0, field: 'product', message: expect.stringContaining('is not a column') },
      { row: 0, field: 'product_id', message: 'column is required' },
      { row: 0, field: 'phone', message: 'a phone or an email column is required' },
    ]);
  });

  it('refuses more than 1,000 rows, other encodings and broken quotes with 400 naming csv', async () => {
    const buyer = await aMember(t);
    const voucher = await aProduct(t);
    const row = [strangerPhone(), '', String(voucher), '', '', ''];
    const ok = await preview(t, buyer, csvOf([HEADER, ...Array.from({ length: 1000 }, () => row)]));
    expect(ok.status).toBe(200);
    expect(ok.body.rows).toHaveLength(1000);
    const big = await preview(t, buyer, csvOf([HEADER, ...Array.from({ length: 1001 }, () => row)]));
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({
      field: 'csv',
      reason: 'bulk_too_many_rows',
      message: expect.stringContaining('at most 1000 recipients'),
    });

    const text = csvOf([HEADER, row]);
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]);
    const asUtf16 = await preview(t, buyer, new Blob([utf16], { type: 'text/csv' }));
    expect(asUtf16.status).toBe(400);
    expect(asUtf16.body).toMatchObject({ field: 'csv', reason: 'bulk_bad_encoding', message: expect.stringContaining('UTF-8') });
    const noBom = await preview(t, buyer, new Blob([utf16.slice(2)], { type: 'text/csv' }));
    expect(noBom.body).toMatchObject({ field: 'csv', message: expect.stringContaining('UTF-8') });
    const latin1 = new Uint8Array([...new TextEncoder().encode(`${text}`), ...[0x43, 0x61, 0x66, 0xe9, 0x0d, 0x0a]]);
    const asLatin1 = await preview(t, buyer, new Blob([latin1], { type: 'text/csv' }));
    expect(asLatin1.status).toBe(400);
    expect(asLatin1.body).toMatchObject({ field: 'csv', message: expect.stringContaining('UTF-8') });
    // a UTF-8 file with its byte order mark, from a spreadsheet's "CSV UTF-8"
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    expect((await preview(t, buyer, new Blob([bom], { type: 'text/csv' }))).body.errors).toEqual([]);

    const broken = await preview(t, buyer, `${HEADER.join(',')}\r\n"+6581234567,,1\r\n`);
    expect(broken.body).toMatchObject({ field: 'csv', message: 'csv: line 2: a quote is not closed' });
    expect((await preview(t, buyer, '')).body).toMatchObject({ field: 'csv' });
  });
});

describe('bulk_gift: who may', () => {
  it('a guest gets 401; another member gets 404 for a batch that is not theirs; create refuses a file with errors', async () => {
    const guest = await t.guestToken();
    const voucher = await aProduct(t);
    const csv = csvOf([HEADER, [strangerPhone(), '', String(voucher), '', '', '']]);
    expect((await t.call('bulk_gift', 'preview_bulk_gift', { csv }, { token: guest })).status).toBe(401);
    expect((await t.call('bulk_gift', 'create_bulk_gift', { csv }, { token: guest })).status).toBe(401);

    const buyer = await aMember(t);
    const made = await t.call('bulk_gift', 'create_bulk_gift', { csv }, { token: buyer.token });
    expect(made.status).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, made.body.order_id));
    expect(order).toMatchObject({ payment_status: 'Pending', order_status: 'Bulk', order_amount: 2500, member_id: buyer.id });
    const other = await aMember(t);
    const seen = await t.call('bulk_gift', 'detail_bulk_gift', { id: made.body.id }, { token: other.token });
    expect(seen.status).toBe(404);
    expect((await t.call('bulk_gift', 'report_bulk_gift', { id: made.body.id }, { token: other.token })).status).toBe(404);
    expect((await t.call('bulk_gift', 'list_bulk_gift', {}, { token: other.token })).body).toMatchObject({ table: [], total: 0 });
    expect((await t.call('bulk_gift', 'list_bulk_gift', {}, { token: buyer.token })).body).toMatchObject({ total: 1 });
    expect((await t.call('bulk_gift', 'detail_bulk_gift', { id: made.body.id }, { token: guest })).status).toBe(401);

    const bad = csvOf([HEADER, [strangerPhone(), '', String(voucher), '', '', ''], ['', 'nope', String(voucher), '', '', '']]);
    const refused = await t.call('bulk_gift', 'create_bulk_gift', { csv: bad }, { token: buyer.token });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'csv', reason: 'bulk_rows_invalid', message: expect.stringContaining('row 2, email') });
  });
});
