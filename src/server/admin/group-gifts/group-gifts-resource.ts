import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { groupGiftContributions, groupGifts, members, payments } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { writeAudit } from '../audit/audit-service.ts';
import type { AdminEnv } from '../http/admin-env.ts';
import { filterText, likePattern, listPage } from '../http/list-page.ts';
import { missing, outsideRole, type AdminResourceDef, type ResourceContext } from '../http/resource-routes.ts';
import { badInput } from '../../platform/api-error.ts';
import { mayUse } from '../../../shared/admin/resources.ts';
import { loadGift, requireOpen } from '../../group-gift/gift-row.ts';
import { payOutCardRefunds, refundPool } from '../../group-gift/refund-pool.ts';
import {
  groupGiftRecord,
  groupGiftRow,
  type GroupGiftCancelAnswer,
  type GroupGiftRecord,
  type GroupGiftRow,
} from '../../../shared/admin/group-gift.ts';

type GiftRow = typeof groupGifts.$inferSelect;
const STATUSES = ['open', 'funded', 'cancelled', 'expired'] as const;
const GIFT_ID = /^[A-Za-z0-9_-]{22,64}$/;

async function names(db: ResourceContext['db'], ids: Array<number | null>) {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (wanted.length === 0) return new Map<number, { name: string; phone: string | null }>();
  const rows = await db
    .select({ id: members.id, name: members.name, phone: members.phone_e164 })
    .from(members)
    .where(inArray(members.id, wanted));
  return new Map(rows.map((r) => [r.id, { name: r.name, phone: r.phone }]));
}

function summary(row: GiftRow, people: Map<number, { name: string; phone: string | null }>): GroupGiftRow {
  return {
    id: row.id,
    status: row.status,
    organiser_id: row.organiser_id,
    organiser: people.get(row.organiser_id)?.name ?? '',
    organiser_phone: people.get(row.organiser_id)?.phone ?? '',
    recipient_id: row.recipient_id,
    recipient: row.recipient_id !== null ? (people.get(row.recipient_id)?.name ?? '') : '',
    recipient_phone: (row.recipient_id !== null ? people.get(row.recipient_id)?.phone : null) ?? row.recipient_phone ?? '',
    product_id: row.product_id,
    quantity: row.quantity,
    currency_code: row.currency_code,
    target: row.target,
    paid: row.paid,
    mode: row.mode,
    order_id: row.order_id,
    deadline: row.deadline.toISOString(),
    deliver_at: row.deliver_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
  };
}

/**
 * Group gifts (support, decision 0258): search by the organiser's or recipient's name or phone, filter by state; the
 * detail lists every contribution with its member, method, state and payment.
 */
export const groupGiftsResource = {
  name: 'group-gifts',
  record: groupGiftRecord,
  listRecord: groupGiftRow,
  async list(ctx, q) {
    const where: SQL[] = [];
    const status = filterText(q.filter, 'status');
    if (status) {
      if (!(STATUSES as readonly string[]).includes(status)) throw badInput('filter.status', `must be one of ${STATUSES.join(', ')}`);
      where.push(eq(groupGifts.status, status as GiftRow['status']));
    }
    const search = filterText(q.filter, 'q');
    if (search) {
      const digits = search.replace(/\D/g, '');
      const people = ctx.db
        .select({ id: members.id })
        .from(members)
        .where(
          or(ilike(members.name, likePattern(search)), ...(digits.length >= 4 ? [ilike(members.phone_e164, likePattern(digits))] : [])),
        );
      where.push(or(inArray(groupGifts.organiser_id, people), inArray(groupGifts.recipient_id, people)) as SQL);
    }
    const page = await listPage(ctx.db, groupGifts, q, {
      sortable: { created_at: groupGifts.created_at, deadline: groupGifts.deadline, target: groupGifts.target },
      id: groupGifts.id,
      defaultSort: { column: groupGifts.created_at, order: 'DESC' },
      where: where.length ? and(...where) : undefined,
    });
    const people = await names(
      ctx.db,
      page.rows.flatMap((r) => [r.organiser_id, r.recipient_id]),
    );
    return { rows: page.rows.map((r) => summary(r, people)), total: page.total, nextId: page.nextId };
  },
  async get(ctx, id): Promise<GroupGiftRecord | null> {
    if (!GIFT_ID.test(id)) return null;
    const [row] = await ctx.db.select().from(groupGifts).where(eq(groupGifts.id, id));
    if (!row) return null;
    const contributions = await ctx.db
      .select()
      .from(groupGiftContributions)
      .where(eq(groupGiftContributions.group_gift_id, id))
      .orderBy(asc(groupGiftContributions.id));
    const paid = contributions.length
      ? await ctx.db
          .select({
            contribution: payments.group_contribution_id,
            status: payments.status,
            ref: payments.provider_ref,
            provider: payments.provider,
          })
          .from(payments)
          .where(
            inArray(
              payments.group_contribution_id,
              contributions.map((c) => c.id),
            ),
          )
      : [];
    const people = await names(ctx.db, [row.organiser_id, row.recipient_id, ...contributions.map((c) => c.member_id)]);
    return {
      ...summary(row, people),
      contributions: contributions.map((c) => {
        const payment = paid.find((p) => p.contribution === c.id);
        return {
          id: c.id,
          member_id: c.member_id,
          member: people.get(c.member_id)?.name ?? '',
          member_phone: people.get(c.member_id)?.phone ?? '',
          amount: c.amount,
          currency_code: row.currency_code,
          method: c.method,
          udollar_card_id: c.udollar_card_id,
          status: c.status,
          surplus: c.surplus,
          payment_status: payment?.status ?? null,
          payment_ref: payment ? `${payment.provider}:${payment.ref}` : null,
          created_at: c.created_at.toISOString(),
          paid_at: c.paid_at?.toISOString() ?? null,
          refunded_at: c.refunded_at?.toISOString() ?? null,
        };
      }),
    };
  },
} satisfies AdminResourceDef;

/**
 * POST /group-gifts/:id/cancel (support): cancels an open pool and refunds every contribution to where it came from;
 * audited with the gift before and after in the same transaction; the provider's refunds follow the commit.
 */
export function mountGroupGiftActions(api: Hono<AdminEnv>, deps: AppDeps): void {
  api.post('/group-gifts/:id/cancel', async (c) => {
    const staff = c.get('staff');
    if (!mayUse(staff.role, 'group-gifts')) throw outsideRole('group-gifts');
    const id = c.req.param('id');
    if (!GIFT_ID.test(id)) throw missing('group-gifts', id);
    const now = deps.clock();
    const done = await deps.db.transaction(async (tx) => {
      const ctx = { db: tx, actor: staff, now, deps };
      const before = await groupGiftsResource.get(ctx, id);
      if (!before) throw missing('group-gifts', id);
      const gift = await loadGift(tx, { id }, { lock: true });
      requireOpen(gift, now);
      const result = await refundPool(tx, gift, 'cancelled', now);
      const after = await groupGiftsResource.get(ctx, id);
      if (!after) throw missing('group-gifts', id);
      await writeAudit(tx, { actor: staff, action: 'cancel_refund', resource: 'group-gifts', objectId: id, before, after, at: now });
      const answer: GroupGiftCancelAnswer = { ...after, refunded: result.refunded };
      return { after: answer, payouts: result.payouts };
    });
    await payOutCardRefunds(deps.db, deps.adapters.payment ?? null, done.payouts, deps.logger, now);
    return c.json(done.after);
  });
}
