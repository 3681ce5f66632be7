import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, campaigns, giftcards, products } from '../../db/schema/index.ts';
import { broadcastNotification } from '../../notification/notify.ts';
import { badInput } from '../../platform/api-error.ts';
import { broadcastInput } from '../../../shared/admin/broadcast.ts';
import { listPage } from '../http/list-page.ts';
import type { AdminResourceDef } from '../http/resource-routes.ts';

async function exists(db: Db, type: 'product' | 'campaign' | 'giftcard', id: number): Promise<boolean> {
  const table = type === 'product' ? products : type === 'campaign' ? campaigns : giftcards;
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
}

const sent = (row: typeof auditLog.$inferSelect) => ({
  id: row.id,
  at: row.at.toISOString(),
  staff_email: row.staff_email,
  ...(row.after as object),
});

/**
 * Broadcast notifications (marketing): a notice of a product, campaign or gift card to every member, or to the
 * members of one country, in their language. Each one sent is its audit entry; the list reads them back.
 */
export const broadcastsResource: AdminResourceDef<typeof broadcastInput> = {
  name: 'broadcasts',
  async list(ctx, q) {
    const page = await listPage(ctx.db, auditLog, q, {
      sortable: { at: auditLog.at },
      id: auditLog.id,
      defaultSort: { column: auditLog.at, order: 'DESC' },
      where: and(eq(auditLog.resource, 'broadcasts'), eq(auditLog.action, 'create')),
    });
    return { rows: page.rows.map(sent), total: page.total };
  },
  async get(ctx, id) {
    if (!/^\d{1,18}$/.test(id)) return null;
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.id, Number(id)), eq(auditLog.resource, 'broadcasts')));
    return row ? sent(row) : null;
  },
  create: {
    schema: broadcastInput,
    async run(ctx, input) {
      if (!(await exists(ctx.db, input.type, input.related_id))) throw badInput('related_id', `is not a ${input.type}`);
      const recipients = await broadcastNotification(ctx.db, {
        type: input.type,
        relatedId: input.related_id,
        text: { en: input.text.en, ...(input.text.cn ? { cn: input.text.cn } : {}), ...(input.text.jp ? { jp: input.text.jp } : {}) },
        image: input.image,
        now: ctx.now,
        countryId: input.country_id ?? undefined,
      });
      // the audit entry is the record: its id is the broadcast's (next value of the log's sequence is not known yet)
      const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.resource, 'broadcasts'));
      return { id: `sent-${Number(n) + 1}`, ...input, recipients };
    },
  },
};
