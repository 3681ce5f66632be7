import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { bulkGifts, members } from '../../db/schema/index.ts';
import { ApiError, badInput } from '../../platform/api-error.ts';
import { filterText, likePattern, listPage } from '../http/list-page.ts';
import type { AdminResourceDef, ResourceContext } from '../http/resource-routes.ts';
import { memberByPhone } from '../../order/phone-gift.ts';
import { readCsvText } from '../../bulk-gift/read-upload.ts';
import { checkRows } from '../../bulk-gift/validate-rows.ts';
import { createBulkGift } from '../../bulk-gift/create-bulk-gift.ts';
import { batchView, reportRows } from '../../bulk-gift/bulk-view.ts';
import type { BulkGift } from '../../bulk-gift/bulk-row.ts';
import { BULK_GIFT_END_DAYS_MAX, BULK_GIFT_END_DAYS_MIN } from '../../../shared/api/schemas/bulk-gift.ts';
import { zE164 } from '../../../shared/api/schemas/order-delivery.ts';
import { bulkGiftRecord, bulkGiftRow, type BulkGiftRecord, type BulkGiftRow } from '../../../shared/admin/bulk-gift.ts';

const BATCH_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** A batch prepared in the back office (decision 0271): for the member account with that phone, who pays for it. */
const createSchema = z.object({
  member_phone: zE164.refine((v) => v !== undefined, 'is required'),
  /** the CSV's text (the console reads the file as UTF-8 and refuses any other encoding before sending it) */
  csv: z.string({ error: 'is required' }).min(1, 'is required'),
  end_days: z.coerce.number().int().min(BULK_GIFT_END_DAYS_MIN).max(BULK_GIFT_END_DAYS_MAX).optional(),
});

async function withBuyer(ctx: ResourceContext, batches: BulkGift[]): Promise<BulkGiftRow[]> {
  const ids = [...new Set(batches.map((b) => b.member_id))];
  const people = ids.length
    ? await ctx.db.select({ id: members.id, name: members.name, phone: members.phone_e164 }).from(members).where(inArray(members.id, ids))
    : [];
  const out: BulkGiftRow[] = [];
  for (const b of batches) {
    const who = people.find((p) => p.id === b.member_id);
    // the console reads times as ISO text (its date fields), the shop's API as unix seconds
    out.push({
      ...(await batchView(ctx.db, b)),
      end_at: b.end_at.toISOString(),
      returned_at: b.returned_at?.toISOString() ?? null,
      created_at: b.created_at.toISOString(),
      member_id: b.member_id,
      member: who?.name ?? '',
      member_phone: who?.phone ?? '',
    });
  }
  return out;
}

/** One batch with each recipient's state: the read, and the answer of a batch just prepared. */
async function batchRecord(ctx: ResourceContext, id: string): Promise<BulkGiftRecord | null> {
  const [batch] = await ctx.db.select().from(bulkGifts).where(eq(bulkGifts.id, id));
  if (!batch) return null;
  const [one] = await withBuyer(ctx, [batch]);
  const rows = await reportRows(ctx.db, batch.id);
  return {
    ...one,
    rows: rows.map((r) => ({
      ...r,
      currency_code: batch.currency_code,
      deliver_at: new Date(r.deliver_at * 1000).toISOString(),
      sent_at: r.sent_at === null ? null : new Date(r.sent_at * 1000).toISOString(),
    })),
  };
}

/**
 * Bulk gift batches in the back office (decisions 0270, 0271): business staff and support list them (search by the
 * buyer's name or phone) and read one with each recipient's state; business staff prepare one for a member account
 * from a CSV, checked row by row like the shop's preview; the member pays for it in the app (To Pay).
 */
export const bulkGiftsResource: AdminResourceDef<typeof createSchema> = {
  name: 'bulk-gifts',
  record: bulkGiftRecord,
  listRecord: bulkGiftRow,
  async list(ctx, q) {
    const where: SQL[] = [];
    const search = filterText(q.filter, 'q');
    if (search) {
      const digits = search.replace(/\D/g, '');
      const people = ctx.db
        .select({ id: members.id })
        .from(members)
        .where(
          or(ilike(members.name, likePattern(search)), ...(digits.length >= 4 ? [ilike(members.phone_e164, likePattern(digits))] : [])),
        );
      where.push(inArray(bulkGifts.member_id, people));
    }
    const page = await listPage(ctx.db, bulkGifts, q, {
      sortable: { created_at: bulkGifts.created_at, amount: bulkGifts.amount, end_at: bulkGifts.end_at },
      id: bulkGifts.id,
      defaultSort: { column: bulkGifts.created_at, order: 'DESC' },
      where: where.length ? and(...where) : undefined,
    });
    return { rows: await withBuyer(ctx, page.rows), total: page.total, nextId: page.nextId };
  },
  get: (ctx, id) => (BATCH_ID.test(id) ? batchRecord(ctx, id) : Promise.resolve(null)),
  create: {
    schema: createSchema,
    async run(ctx, input) {
      const member = await memberByPhone(ctx.db, input.member_phone as string);
      if (!member) throw badInput('member_phone', 'no member has this phone number');
      const upload = readCsvText(input.csv);
      const checked = await checkRows(ctx.db, member.id, upload.header, upload.rows, ctx.now);
      const first = checked.errors[0];
      if (first)
        throw new ApiError('bad_request', `csv: row ${first.row}, ${first.field}: ${first.message}`, {
          field: 'csv',
          reason: 'bulk_rows_invalid',
          extra: { row_errors: checked.errors },
        });
      const made = await createBulkGift(ctx.db, member.id, checked, input.end_days, ctx.now);
      const record = await batchRecord(ctx, made.id);
      if (!record) throw new Error(`bulk gift ${made.id} not found after its creation`);
      return record;
    },
  },
};
