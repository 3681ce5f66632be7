import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Hono } from 'hono';
import { evouchers, members, orderLines, orders, paymentEvents, payments } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { writeAudit } from '../audit/audit-service.ts';
import { checked } from '../http/input-check.ts';
import type { AdminEnv } from '../http/admin-env.ts';
import { filterText, likePattern, listPage } from '../http/list-page.ts';
import { missing, outsideRole, validationError, type AdminResourceDef, type ResourceContext } from '../http/resource-routes.ts';
import { badInput } from '../../platform/api-error.ts';
import { orderSearch } from './order-search.ts';
import { orderTimeline } from './order-timeline.ts';
import { mayUse } from '../../../shared/admin/resources.ts';
import { payOut, refundOrder } from './refund-order.ts';
import { refundableItems } from './refundable.ts';
import { BASE } from '../../../shared/base-path.ts';
import { reissueShareLink, reissueVoucherCode } from './support-actions.ts';
import { canReaddress, emailDeliveryOf } from '../../order/email-delivery-view.ts';
import {
  orderRecord,
  orderRow,
  type OrderRecord,
  type OrderRefundAnswer,
  type OrderRow as OrderListRow,
  type OrderSummary,
} from '../../../shared/admin/order.ts';

type OrderRow = typeof orders.$inferSelect;

const STATUSES = ['Pending', 'Paid', 'Cancelled', 'Refunded', 'Campaign Redemption'] as const;
/** The kinds an order can have once it left the basket (decision 0210); the console shows them as labels. */
const KINDS = ['', 'Self-Use', 'gift', 'Scheduled', 'Waiting', 'Gifted', 'Received'] as const;

/** Names and phones of members, by id (the list's customers, an order's recipient). */
async function memberNames(db: ResourceContext['db'], ids: Array<number | null>) {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (wanted.length === 0) return new Map<number, { name: string; phone: string }>();
  const rows = await db
    .select({ id: members.id, name: members.name, phone: members.phone_e164 })
    .from(members)
    .where(inArray(members.id, wanted));
  return new Map(rows.map((r) => [r.id, { name: r.name, phone: r.phone }]));
}

function orderSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    order_no: row.order_no,
    member_id: row.member_id,
    payment_status: row.payment_status,
    order_status: row.order_status,
    currency_code: row.currency_code,
    order_amount: row.order_amount,
    udollar_amount: row.udollar_amount,
    recipient_id: row.recipient_id,
    refunded_amount: row.refunded_amount,
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    has_share_link: row.share_id !== null,
  };
}

/**
 * Orders (support): search by order number, the customer's name or phone; filter by payment and kind. Each row names
 * its customer; the detail adds the recipient, a timeline, lines, vouchers, payments and events (decision 0238).
 */
export const ordersResource = {
  name: 'orders',
  record: orderRecord,
  listRecord: orderRow,
  async list(ctx, q) {
    const where: SQL[] = [sql`${orders.payment_status} <> 'Basket'`];
    const search = filterText(q.filter, 'q');
    if (search) where.push(await orderSearch(ctx.db, search));
    const status = filterText(q.filter, 'payment_status');
    const kind = filterText(q.filter, 'order_status');
    if (kind && !(KINDS as readonly string[]).includes(kind))
      throw badInput('filter.order_status', `must be one of ${KINDS.filter(Boolean).join(', ')}`);
    // the kind, else the payment status, is the page's fixed column (listPage); the other is an ordinary condition
    if (kind && status) where.push(eq(orders.payment_status, status));
    const page = await listPage(ctx.db, orders, q, {
      sortable: { id: orders.id, created_at: orders.created_at, order_amount: orders.order_amount },
      id: orders.id,
      defaultSort: { column: orders.id, order: 'DESC' },
      where: and(...where),
      fixed: kind ? { column: orders.order_status, value: kind } : status ? { column: orders.payment_status, value: status } : undefined,
    });
    const names = await memberNames(
      ctx.db,
      page.rows.map((r) => r.member_id),
    );
    return {
      rows: page.rows.map(
        (r): OrderListRow => ({
          ...orderSummary(r),
          customer: names.get(r.member_id)?.name ?? '',
          customer_phone: names.get(r.member_id)?.phone ?? '',
        }),
      ),
      total: page.total,
      nextId: page.nextId,
    };
  },
  async get(ctx, id): Promise<OrderRecord | null> {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [row] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(id)));
    if (!row || row.payment_status === 'Basket') return null;
    const [member] = await ctx.db
      .select({ name: members.name, phone: members.phone_e164 })
      .from(members)
      .where(eq(members.id, row.member_id));
    const lines = await ctx.db
      .select({ product_id: orderLines.product_id, quantity: orderLines.quantity, amount: orderLines.amount, i18n: orderLines.i18n })
      .from(orderLines)
      .where(eq(orderLines.order_id, row.id))
      .orderBy(asc(orderLines.id));
    const vouchers = await ctx.db
      .select({
        id: evouchers.id,
        status: evouchers.status,
        owner_member_id: evouchers.owner_member_id,
        expires_at: evouchers.expires_at,
        face_value: evouchers.face_value,
        stored_value: evouchers.stored_value,
        balance: evouchers.balance,
        used_at: evouchers.used_at,
      })
      .from(evouchers)
      .where(eq(evouchers.order_id, row.id))
      .orderBy(asc(evouchers.id));
    const paid = await ctx.db.select().from(payments).where(eq(payments.order_id, row.id)).orderBy(asc(payments.id));
    const refs = paid.map((p) => p.provider_ref);
    const events = refs.length
      ? await ctx.db
          .select({
            id: paymentEvents.id,
            provider: paymentEvents.provider,
            event_id: paymentEvents.event_id,
            received_at: paymentEvents.received_at,
            payload: paymentEvents.payload,
          })
          .from(paymentEvents)
          .where(or(...refs.map((r) => sql`${paymentEvents.payload}::text like ${likePattern(r)}`)))
          .orderBy(desc(paymentEvents.id))
          .limit(50)
      : [];
    const refundable = await refundableItems(ctx.db, row.id, ctx.now);
    const people = await memberNames(ctx.db, [row.recipient_id, row.gift_recipient_id, row.declined_by]);
    const recipientId = row.recipient_id ?? row.gift_recipient_id;
    const recipient = recipientId !== null ? people.get(recipientId) : undefined;
    return {
      ...orderSummary(row),
      refundable: row.payment_status === 'Paid' ? refundable.reduce((total, i) => total + i.refundable, 0) : 0,
      refund_items: refundable.map((i) => ({
        kind: i.kind,
        id: i.id,
        status: i.status,
        holds: i.holds,
        refundable: i.refundable,
        reason: i.reason,
      })),
      member_name: member?.name ?? '',
      member_phone: member?.phone ?? '',
      recipient_name: recipient?.name ?? '',
      recipient_phone: recipient?.phone ?? row.gift_phone ?? '',
      deliver_at: row.deliver_at?.toISOString() ?? null,
      // a gift sent by e-mail: its delivery, and whether support may still send it to another address (decision 0267)
      email_delivery: await emailDeliveryOf(ctx.db, row),
      email_readdress: canReaddress(row),
      timeline: orderTimeline(row, {
        usedAt: vouchers.flatMap((v) => (v.used_at ? [{ id: v.id, at: v.used_at }] : [])),
        declinedBy: row.declined_by !== null ? (people.get(row.declined_by)?.name ?? '') : '',
        recipient: recipient?.name ?? row.gift_phone ?? '',
      }),
      lines: lines.map((l) => ({ product_id: l.product_id, name: l.i18n?.en?.name ?? '', quantity: l.quantity, amount: l.amount })),
      vouchers: vouchers.map((v) => ({ ...v, expires_at: v.expires_at.toISOString(), used_at: v.used_at?.toISOString() ?? null })),
      payments: paid.map((p) => ({
        id: p.id,
        provider: p.provider,
        provider_ref: p.provider_ref,
        status: p.status,
        amount: p.amount,
        currency_code: p.currency_code,
        review_reason: p.review_reason,
        created_at: p.created_at.toISOString(),
      })),
      payment_events: events.map((e) => ({
        id: e.id,
        provider: e.provider,
        event_id: e.event_id,
        received_at: e.received_at.toISOString(),
        type: (e.payload as { type?: string }).type ?? '',
      })),
    };
  },
} satisfies AdminResourceDef;

const ids = z
  .array(z.number({ error: 'must be a list of ids' }).int().positive())
  .max(500)
  .optional();
export const refundInput = z.object({
  method: z.enum(['payment', 'udollar'], { error: 'must be payment or udollar' }),
  /** a partial refund: these vouchers and uDollar cards only (both unset: everything still refundable) */
  evoucher_ids: ids,
  udollar_card_ids: ids,
});

/** POST /orders/:id/refund (support): cancel a paid order with a refund; audited with the order before and after. */
export function mountOrderActions(api: Hono<AdminEnv>, deps: AppDeps): void {
  api.post('/orders/:id/refund', async (c) => {
    const staff = c.get('staff');
    if (!mayUse(staff.role, 'orders')) throw outsideRole('orders');
    const id = c.req.param('id');
    if (!/^\d{1,9}$/.test(id)) throw missing('orders', id);
    const parsed = refundInput.safeParse(checked(await c.req.json().catch(() => ({}))));
    if (!parsed.success) throw validationError(parsed.error);
    const now = deps.clock();
    // never run again: the provider may have paid (a deadlock victim answers 409, and support tries again; decision 0236)
    const outcome = await deps.db.transaction(async (tx) => {
      const ctx = { db: tx, actor: staff, now, deps };
      const before = await ordersResource.get(ctx, id);
      if (!before) throw missing('orders', id);
      const result = await refundOrder(tx, {
        orderId: Number(id),
        method: parsed.data.method,
        evoucherIds: parsed.data.evoucher_ids,
        udollarCardIds: parsed.data.udollar_card_ids,
        adapter: deps.adapters.payment,
        now,
      });
      const after = await ordersResource.get(ctx, id);
      if (!after) throw missing('orders', id);
      const { payout, ...refund } = result;
      await writeAudit(tx, {
        actor: staff,
        action: 'refund',
        resource: 'orders',
        objectId: id,
        before,
        after: { ...after, refund },
        at: now,
      });
      // the provider is asked last: after it only the commit remains
      if (payout && deps.adapters.payment) refund.refundRef = await payOut(tx, deps.adapters.payment, payout, now);
      return { ...after, refund } satisfies OrderRefundAnswer;
    });
    return c.json(outcome);
  });

  /** An audited support action on one order: the order before and after, and what the action answered. */
  const action = (
    path: string,
    name: string,
    run: (tx: typeof deps.db, id: number, params: Record<string, string>) => Promise<Record<string, unknown>>,
    /** what the answer gives the staff member but the audit log must not keep (a bearer secret such as a share link) */
    secret: string[] = [],
  ) =>
    api.post(path, async (c) => {
      const staff = c.get('staff');
      if (!mayUse(staff.role, 'orders')) throw outsideRole('orders');
      const id = c.req.param('id') ?? '';
      if (!/^\d{1,9}$/.test(id)) throw missing('orders', id);
      const now = deps.clock();
      const answer = await deps.db.transaction(async (tx) => {
        const ctx = { db: tx, actor: staff, now, deps };
        const before = await ordersResource.get(ctx, id);
        if (!before) throw missing('orders', id);
        const result = await run(tx, Number(id), c.req.param());
        const after = await ordersResource.get(ctx, id);
        await writeAudit(tx, {
          actor: staff,
          action: name,
          resource: 'orders',
          objectId: id,
          before,
          after: { ...after, [name]: Object.fromEntries(Object.entries(result).filter(([k]) => !secret.includes(k))) },
          at: now,
        });
        return { ...after, [name]: result };
      });
      return c.json(answer);
    });
  action(
    '/orders/:id/reissue-link',
    'reissue_link',
    async (tx, id) => {
      const shareId = await reissueShareLink(tx, id);
      return { share_url: `${deps.config.publicBaseUrl}${BASE}/giftcard-share?id=${shareId}`, reissued: true };
    },
    ['share_url'],
  );
  action('/orders/:id/vouchers/:voucher/reissue', 'reissue_code', async (tx, id, params) => {
    if (!/^\d{1,9}$/.test(params.voucher ?? '')) throw missing('vouchers', params.voucher ?? '');
    const v = await reissueVoucherCode(tx, id, Number(params.voucher));
    // the code itself stays out of the audit log and the answer: the member reads it in their wallet
    return { voucher_id: v.id, reissued: true };
  });
}

export const ORDER_STATUSES = STATUSES;
