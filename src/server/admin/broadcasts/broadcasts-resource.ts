import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { broadcasts, campaigns, giftcards, products } from '../../db/schema/index.ts';
import { broadcastNotification } from '../../notification/notify.ts';
import { badInput } from '../../platform/api-error.ts';
import { randomId } from '../../platform/crypto.ts';
import { broadcastInput, broadcastRecord, type BroadcastRecord } from '../../../shared/admin/broadcast.ts';
import { listPage } from '../http/list-page.ts';
import type { AdminResourceDef } from '../http/resource-routes.ts';

async function exists(db: Db, type: 'product' | 'campaign' | 'giftcard', id: number): Promise<boolean> {
  const table = type === 'product' ? products : type === 'campaign' ? campaigns : giftcards;
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
}

const record = (row: typeof broadcasts.$inferSelect): BroadcastRecord => ({ ...row, sent_at: row.sent_at.toISOString() });

/**
 * Broadcast notifications (marketing): a notice of a product, campaign or gift card to every member, or to the
 * members of one country, in their language. Each one sent is a row of its own (decision 0274), beside its audit entry.
 */
export const broadcastsResource: AdminResourceDef<typeof broadcastInput> = {
  name: 'broadcasts',
  record: broadcastRecord,
  async list(ctx, q) {
    const page = await listPage(ctx.db, broadcasts, q, {
      sortable: { sent_at: broadcasts.sent_at },
      id: broadcasts.id,
      defaultSort: { column: broadcasts.sent_at, order: 'DESC' },
    });
    return { rows: page.rows.map(record), total: page.total, nextId: page.nextId };
  },
  async get(ctx, id) {
    const [row] = await ctx.db.select().from(broadcasts).where(eq(broadcasts.id, id));
    return row ? record(row) : null;
  },
  create: {
    schema: broadcastInput,
    async run(ctx, input) {
      if (!(await exists(ctx.db, input.type, input.related_id))) throw badInput('related_id', `is not a ${input.type}`);
      const text = { en: input.text.en, ...(input.text.cn ? { cn: input.text.cn } : {}), ...(input.text.jp ? { jp: input.text.jp } : {}) };
      const recipients = await broadcastNotification(ctx.db, {
        type: input.type,
        relatedId: input.related_id,
        text,
        image: input.image,
        now: ctx.now,
        countryId: input.country_id ?? undefined,
      });
      const [row] = await ctx.db
        .insert(broadcasts)
        .values({
          id: randomId(),
          type: input.type,
          related_id: input.related_id,
          text,
          image: input.image ?? null,
          country_id: input.country_id,
          recipients,
          staff_email: ctx.actor.email,
          sent_at: ctx.now,
        })
        .returning();
      return record(row);
    },
  },
};
