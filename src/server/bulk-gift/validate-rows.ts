import { inArray } from 'drizzle-orm';
import parsePhoneNumberFromString from 'libphonenumber-js/mobile';
import type { Db } from '../db/client.ts';
import { countries, products } from '../db/schema/index.ts';
import { phoneOf } from '../order/phone-gift.ts';
import { hasControlCharacters } from '../../shared/api/fields.ts';
import { BULK_GIFT_COLUMNS, BULK_GIFT_MESSAGE_MAX, type BulkGiftColumn } from '../../shared/api/schemas/bulk-gift.ts';
import { E164_PATTERN, MAX_SCHEDULE_AHEAD_SECONDS, zGiftEmail } from '../../shared/api/schemas/order-delivery.ts';
import type { BulkPreviewRow, BulkRowError, BulkRowErrorCode } from '../../shared/api/answers/bulk-gift.ts';
import { parseMoney } from '../../shared/money.ts';

/** A stored-value row may load at most this many times its product's list price. */
const STORED_VALUE_MAX_TIMES = 100;
const PAST_GRACE_MS = 2 * 60_000;
/** ISO 8601 with a time zone: 2026-12-24T09:00:00+08:00, 2026-12-24 09:00Z */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

export interface CheckedRows {
  rows: BulkPreviewRow[];
  errors: BulkRowError[];
}

type Product = Pick<
  typeof products.$inferSelect,
  'id' | 'active' | 'is_udollar' | 'stored_value' | 'original_price' | 'currency_code' | 'country_id' | 'i18n'
>;

/**
 * Reads every row of an upload (decision 0270) and names each bad cell by its row (1 = the first under the header;
 * 0 = the header) and column. Nothing is written. All rows must be in one currency: the one payment's.
 */
export async function checkRows(db: Db, buyerId: number, header: string[], cells: string[][], now: Date): Promise<CheckedRows> {
  const errors: BulkRowError[] = [];
  const fail = (row: number, field: string, message: string, code: BulkRowErrorCode) => errors.push({ row, field, code, message });
  const col = new Map<BulkGiftColumn, number>();
  header.forEach((name, i) => {
    if ((BULK_GIFT_COLUMNS as readonly string[]).includes(name)) {
      if (col.has(name as BulkGiftColumn)) fail(0, name, 'is a column twice', 'column_twice');
      col.set(name as BulkGiftColumn, i);
    } else fail(0, name || `column ${i + 1}`, `is not a column: use ${BULK_GIFT_COLUMNS.join(', ')}`, 'column_unknown');
  });
  if (!col.has('product_id')) fail(0, 'product_id', 'column is required', 'column_product_missing');
  if (!col.has('phone') && !col.has('email')) fail(0, 'phone', 'a phone or an email column is required', 'column_recipient_missing');
  if (errors.length > 0) return { rows: [], errors };

  const cell = (r: string[], c: BulkGiftColumn) => {
    const i = col.get(c);
    return i === undefined ? '' : (r[i] ?? '').trim();
  };
  const ids = [...new Set(cells.map((r) => Number(cell(r, 'product_id'))).filter((n) => Number.isSafeInteger(n) && n > 0 && n < 2 ** 31))];
  const found: Product[] =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            active: products.active,
            is_udollar: products.is_udollar,
            stored_value: products.stored_value,
            original_price: products.original_price,
            currency_code: products.currency_code,
            country_id: products.country_id,
            i18n: products.i18n,
          })
          .from(products)
          .where(inArray(products.id, ids));
  const byId = new Map(found.map((p) => [p.id, p]));
  const markets = new Set((await db.select({ code: countries.country_code }).from(countries)).map((m) => m.code));
  const own = await phoneOf(db, buyerId);
  let currency: string | null = null;

  const rows = cells.map((r, i): BulkPreviewRow => {
    const row = i + 1;
    if (r.length > header.length) fail(row, 'csv', `has ${r.length} cells, more than the header's ${header.length}`, 'too_many_cells');
    const out: BulkPreviewRow = {
      row,
      phone: null,
      email: null,
      language: 'eng',
      product_id: null,
      product_name: null,
      currency_code: null,
      amount: null,
      message: '',
      deliver_at: null,
    };
    const phone = cell(r, 'phone').replace(/[\s\-().]/g, '');
    const email = cell(r, 'email');
    if (phone === '' && email === '') fail(row, 'phone', 'give a phone number or an email address', 'recipient_missing');
    else if (phone !== '' && email !== '') fail(row, 'email', 'give either a phone number or an email address, not both', 'recipient_both');
    else if (phone !== '') {
      const parsed = E164_PATTERN.test(phone) ? parsePhoneNumberFromString(phone) : undefined;
      const type = parsed?.isValid() ? parsed.getType() : undefined;
      if (!parsed || (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') || !markets.has(`+${parsed.countryCallingCode}`))
        fail(
          row,
          'phone',
          "must be a mobile number in one of the shop's markets, in international form such as +6591234567",
          'phone_invalid',
        );
      else if (phone === own) fail(row, 'phone', 'must not be your own number', 'phone_own');
      else out.phone = phone;
    } else {
      const parsed = zGiftEmail.safeParse(email);
      if (!parsed.success || parsed.data === undefined)
        fail(row, 'email', 'must be an e-mail address such as name@example.com', 'email_invalid');
      else out.email = parsed.data;
    }

    const language = cell(r, 'language').toLowerCase();
    if (language === 'eng' || language === 'cn' || language === 'jp') out.language = language;
    else if (language !== '') fail(row, 'language', 'must be eng, cn or jp', 'language_invalid');

    const productText = cell(r, 'product_id');
    const product = /^\d{1,10}$/.test(productText) ? byId.get(Number(productText)) : undefined;
    if (productText === '') fail(row, 'product_id', 'is required', 'product_missing');
    else if (!product?.active) fail(row, 'product_id', 'is not a product on sale', 'product_not_on_sale');
    else if (product.is_udollar) fail(row, 'product_id', 'a uDollar gift card cannot be sent in bulk', 'product_udollar');
    else if (currency !== null && product.currency_code !== currency)
      fail(row, 'product_id', `must be sold in ${currency} like the rows above: one upload is paid in one currency`, 'product_currency');
    else {
      currency ??= product.currency_code;
      out.product_id = product.id;
      out.product_name = product.i18n.en.name;
      out.currency_code = product.currency_code;
      const amountText = cell(r, 'amount').replace(/,/g, '');
      if (amountText === '') out.amount = product.original_price;
      else {
        const amount = parseMoney(amountText, product.currency_code);
        if (amount === null || amount <= 0)
          fail(row, 'amount', `must be an amount in ${product.currency_code}, such as 25.00`, 'amount_invalid');
        else if (!product.stored_value && amount !== product.original_price)
          fail(row, 'amount', 'only a stored-value product takes an amount: leave it empty for the list price', 'amount_not_stored_value');
        else if (amount > product.original_price * STORED_VALUE_MAX_TIMES)
          fail(row, 'amount', `must be at most ${STORED_VALUE_MAX_TIMES} times the product's price`, 'amount_too_large');
        else out.amount = amount;
      }
    }

    const message = cell(r, 'message');
    if (hasControlCharacters(message)) fail(row, 'message', 'must not contain control characters', 'message_invalid');
    else if ([...message].length > BULK_GIFT_MESSAGE_MAX)
      fail(row, 'message', `must be at most ${BULK_GIFT_MESSAGE_MAX} characters`, 'message_too_long');
    else out.message = message;

    const when = cell(r, 'deliver_at');
    if (when !== '') {
      const at = ISO_WITH_ZONE.test(when) ? Date.parse(when.replace(' ', 'T')) : Number.NaN;
      if (Number.isNaN(at))
        fail(
          row,
          'deliver_at',
          'must be a date and time with its zone, such as 2026-12-24T09:00+08:00 (empty: at once)',
          'deliver_at_invalid',
        );
      else if (at < now.getTime() - PAST_GRACE_MS) fail(row, 'deliver_at', 'must not be in the past', 'deliver_at_past');
      else if (at > now.getTime() + MAX_SCHEDULE_AHEAD_SECONDS * 1000)
        fail(row, 'deliver_at', 'must be at most one year ahead', 'deliver_at_too_far');
      else out.deliver_at = Math.floor(at / 1000);
    }
    return out;
  });
  return { rows, errors };
}

/** What the valid rows cost, per currency. */
export function totalsOf(rows: BulkPreviewRow[]): Array<{ currency_code: string; amount: number }> {
  const sums = new Map<string, number>();
  for (const r of rows) if (r.currency_code && r.amount !== null) sums.set(r.currency_code, (sums.get(r.currency_code) ?? 0) + r.amount);
  return [...sums].map(([currency_code, amount]) => ({ currency_code, amount }));
}
