import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runsExclusively } from '../../db/exclusive.ts';
import { ApiError } from '../../platform/api-error.ts';
import { recordsCsvLines, recordsHeader, toCsv } from '../../../shared/csv.ts';
import { EXPORT_PAGE, type ListQuery, parseListQuery } from './list-query.ts';

/** The most rows one CSV export holds; a larger one must be narrowed by its filter. */
export const MAX_EXPORT_ROWS = 100_000;

type ListFn = (db: Db, q: ListQuery) => Promise<{ rows: unknown[]; total: number; nextId?: number | string }>;

/**
 * A list's complete CSV, streamed page by page from one read-only snapshot (decisions 0237 and 0255): the first page
 * counts the rows (at most MAX_EXPORT_ROWS, else a 400 naming the filter before anything is sent), later pages skip
 * the count, and each page is written out before the next is read, so the server holds one page at a time.
 */
export async function streamExport(db: Db, query: Record<string, string>, list: ListFn): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
    },
    { highWaterMark: 2 },
  );
  let started = false;
  let first!: (v: null) => void;
  let failed!: (e: unknown) => void;
  const firstPage = new Promise<null>((resolve, reject) => {
    first = resolve;
    failed = reject;
  });
  // PGlite runs one transaction at a time for the whole process: there the pages are read without waiting for the
  // client (as before), so a slow download never holds everyone else's queries
  const exclusive = runsExclusively(db);
  const room = async () => {
    while (!exclusive && (controller.desiredSize ?? 1) <= 0) await new Promise((r) => setTimeout(r, 2));
  };
  void db
    .transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      let header: string[] = [];
      let sent = 0;
      let total = 0;
      let afterId: number | string | undefined;
      for (let offset = 0; ; offset += EXPORT_PAGE) {
        const q = parseListQuery({ ...query, range: JSON.stringify([offset, offset + EXPORT_PAGE - 1]) }, EXPORT_PAGE);
        q.countUpTo = offset === 0 ? MAX_EXPORT_ROWS + 1 : 0;
        q.afterId = afterId;
        const page = await list(tx, q);
        afterId = page.nextId;
        const records = page.rows as Array<Record<string, unknown>>;
        if (offset === 0) {
          total = page.total;
          if (total > MAX_EXPORT_ROWS)
            throw new ApiError('bad_request', `filter: the export would have more than ${MAX_EXPORT_ROWS} rows; narrow it`, {
              field: 'filter',
            });
          header = recordsHeader(records);
          started = true;
          first(null);
          controller.enqueue(encoder.encode(records.length ? toCsv(header, []) : '\r\n'));
        }
        if (records.length) controller.enqueue(encoder.encode(recordsCsvLines(header, records)));
        sent += records.length;
        if (records.length < EXPORT_PAGE || (total >= 0 && sent >= total)) break;
        await room();
      }
      controller.close();
    })
    .catch((err) => {
      if (!started) failed(err);
      else controller.error(err);
    });
  await firstPage;
  return body;
}
