import { bulkGiftSchemas as s } from '../../shared/api/schemas/bulk-gift.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { readUpload } from './read-upload.ts';
import { checkRows, totalsOf } from './validate-rows.ts';
import { createBulkGift } from './create-bulk-gift.ts';
import { ownBatch } from './bulk-row.ts';
import { batchView, listBatches, reportCsv, reportRows } from './bulk-view.ts';

/** The bulk_gift group (decision 0270): business gifting from one CSV upload. */
const preview = defineOption({
  group: 'bulk_gift',
  option: 'preview_bulk_gift',
  auth: 'member',
  schema: s.preview_bulk_gift,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const upload = await readUpload(ctx, input.csv);
    const checked = await checkRows(ctx.db, memberId, upload.header, upload.rows, ctx.now);
    const message = checked.errors.length === 0 ? 'Every row is ready' : `${checked.errors.length} problem(s) to fix`;
    return { message, rows: checked.rows, errors: checked.errors, totals: totalsOf(checked.rows) };
  },
});

const create = defineOption({
  group: 'bulk_gift',
  option: 'create_bulk_gift',
  auth: 'member',
  schema: s.create_bulk_gift,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const upload = await readUpload(ctx, input.csv);
    const checked = await checkRows(ctx.db, memberId, upload.header, upload.rows, ctx.now);
    const made = await createBulkGift(ctx.db, memberId, checked, input.end_days, ctx.now);
    return { message: 'Pay for all the gifts at the cashier', ...made };
  },
});

const detail = defineOption({
  group: 'bulk_gift',
  option: 'detail_bulk_gift',
  auth: 'member',
  schema: s.detail_bulk_gift,
  async handle(input, ctx) {
    const batch = await ownBatch(ctx.db, requireMember(ctx), input.id);
    return { bulk_gift: await batchView(ctx.db, batch), rows: await reportRows(ctx.db, batch.id) };
  },
});

const report = defineOption({
  group: 'bulk_gift',
  option: 'report_bulk_gift',
  auth: 'member',
  schema: s.report_bulk_gift,
  async handle(input, ctx) {
    const batch = await ownBatch(ctx.db, requireMember(ctx), input.id);
    const day = batch.created_at.toISOString().slice(0, 10);
    return { filename: `business-gifts-${day}-${batch.id.slice(0, 8)}.csv`, csv: await reportCsv(ctx.db, batch) };
  },
});

const list = defineOption({
  group: 'bulk_gift',
  option: 'list_bulk_gift',
  auth: 'member',
  schema: s.list_bulk_gift,
  async handle(input, ctx) {
    return listBatches(ctx.db, requireMember(ctx), { limit: input.limit ?? 20, offset: input.offset ?? 0 });
  },
});

export const bulkGiftOptions: OptionDef[] = [preview, create, detail, report, list];
