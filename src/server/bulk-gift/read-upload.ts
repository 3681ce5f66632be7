import type { OptionContext } from '../http/context.ts';
import { ApiError, badInput } from '../platform/api-error.ts';
import type { ErrorReason } from '../../shared/api/error-codes.ts';
import { BULK_GIFT_MAX_BYTES, BULK_GIFT_MAX_ROWS } from '../../shared/api/schemas/bulk-gift.ts';
import { parseCsv } from '../../shared/csv-parse.ts';

const refuse = (reason: ErrorReason, message: string) => new ApiError('bad_request', `csv: ${message}`, { field: 'csv', reason });
const ENCODING = 'must be a UTF-8 CSV file (this one has another encoding: save it as "CSV UTF-8")';

/** UTF-8 only (decision 0270): a UTF-16 byte order mark, a NUL byte or a byte sequence that is not UTF-8 is refused. */
export function decodeUtf8(bytes: Uint8Array): string {
  if (bytes.length > BULK_GIFT_MAX_BYTES) throw refuse('bulk_too_many_rows', `must be at most ${BULK_GIFT_MAX_BYTES / 1024 / 1024} MB`);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) throw refuse('bulk_bad_encoding', ENCODING);
  if (bytes.includes(0)) throw refuse('bulk_bad_encoding', ENCODING);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse('bulk_bad_encoding', ENCODING);
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** The upload's header and data rows: the csv file part, or the csv text field; at most 1,000 rows. */
export async function readUpload(ctx: OptionContext, field: unknown): Promise<{ header: string[]; rows: string[][] }> {
  for (const key of Object.keys(ctx.files)) if (key !== 'csv') throw badInput(key, 'is not a file this option takes');
  const files = ctx.files.csv ?? [];
  if (files.length > 1) throw badInput('csv', 'must be exactly one file');
  let text: string;
  if (files[0]) text = decodeUtf8(new Uint8Array(await files[0].arrayBuffer()));
  else if (typeof field === 'string' && field.trim() !== '') text = field;
  else throw badInput('csv', 'is required: a CSV file with a header row and one row per recipient');
  return readCsvText(text);
}

/** Text already decoded (the back office's upload): its header and data rows, at most 1,000. */
export function readCsvText(text: string): { header: string[]; rows: string[][] } {
  if (text.includes('\uFFFD')) throw refuse('bulk_bad_encoding', ENCODING);
  if (new TextEncoder().encode(text).length > BULK_GIFT_MAX_BYTES)
    throw refuse('bulk_too_many_rows', `must be at most ${BULK_GIFT_MAX_BYTES / 1024 / 1024} MB`);
  const parsed = parseCsv(text.startsWith('\uFEFF') ? text.slice(1) : text);
  if (!parsed.ok) throw refuse('bulk_unreadable', `line ${parsed.record}: ${parsed.message}`);
  const [header, ...rows] = parsed.records;
  if (!header) throw refuse('bulk_unreadable', 'is empty: it needs a header row and one row per recipient');
  if (rows.length === 0) throw refuse('bulk_unreadable', 'has no rows under its header');
  if (rows.length > BULK_GIFT_MAX_ROWS)
    throw refuse('bulk_too_many_rows', `has ${rows.length} rows: at most ${BULK_GIFT_MAX_ROWS} recipients per upload (split the file)`);
  return { header: header.map((h) => h.trim().toLowerCase()), rows };
}
