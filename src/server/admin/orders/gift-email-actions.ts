import { and, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import { zEmailLanguage, zGiftEmail } from '../../../shared/api/schemas/order-delivery.ts';
import { mayUse } from '../../../shared/admin/resources.ts';
import type { Db } from '../../db/client.ts';
import { giftEmails, orders } from '../../db/schema/index.ts';
import { sendQueuedGiftEmails } from '../../order/gift-email-outbox.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict } from '../../platform/api-error.ts';
import { emailDeliveryOf } from '../../order/email-delivery-view.ts';
import { queueGiftEmail } from '../../order/email-gift.ts';
import { readdressGift } from '../../order/readdress-order.ts';
import { writeAudit } from '../audit/audit-service.ts';
import type { AdminEnv } from '../http/admin-env.ts';
import { checked } from '../http/input-check.ts';
import { missing, outsideRole, validationError } from '../http/resource-routes.ts';

export const readdressInput = z.object({
  email: zGiftEmail.pipe(z.string({ error: 'is required' })),
  language: zEmailLanguage,
});

/** Support sends a gift's e-mail again, to the same address and link (it went to spam, or was deleted). */
async function resendGiftEmail(tx: Db, orderId: number, now: Date): Promise<number> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
  if (!order?.gift_email || order.order_status !== 'Waiting' || !order.share_id)
    throw conflict('Only a gift waiting for its e-mail recipient can be e-mailed again', undefined, 'not_sent');
  const [last] = await tx
    .select({ lang: giftEmails.lang })
    .from(giftEmails)
    .where(and(eq(giftEmails.order_id, orderId), eq(giftEmails.kind, 'gift')))
    .orderBy(desc(giftEmails.id))
    .limit(1);
  return queueGiftEmail(tx, orderId, order.gift_email, order.share_id, last?.lang ?? 'eng', now);
}

const deliveryOf = async (tx: Db, orderId: number) => {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  return order ? await emailDeliveryOf(tx, order) : null;
};

/**
 * Support's fixes of a gift sent by e-mail (decision 0267), each audited with the delivery before and after:
 * POST /orders/:id/resend-email (the same address and link) and POST /orders/:id/readdress-email { email, language }
 * (a new address; the old link stops working; refused once the gift was opened). The e-mail is tried after commit.
 */
export function mountGiftEmailActions(api: Hono<AdminEnv>, deps: AppDeps): void {
  const route = (path: string, action: string, run: (tx: Db, id: number, body: unknown, now: Date) => Promise<number>) =>
    api.post(path, async (c) => {
      const staff = c.get('staff');
      if (!mayUse(staff.role, 'orders')) throw outsideRole('orders');
      const id = c.req.param('id') ?? '';
      if (!/^\d{1,9}$/.test(id)) throw missing('orders', id);
      const body = checked(await c.req.json().catch(() => ({})));
      const now = deps.clock();
      const emailId = await deps.db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.id, Number(id)));
        if (!order) throw missing('orders', id);
        const before = await emailDeliveryOf(tx, order);
        // one reading of the clock: the e-mail is queued due at `now`, and sent below as due at `now`
        const queued = await run(tx, order.id, body, now);
        const after = await deliveryOf(tx, order.id);
        await writeAudit(tx, { actor: staff, action, resource: 'orders', objectId: id, before, after, at: now });
        return queued;
      });
      const mail = { email: deps.adapters.email, baseUrl: deps.config.publicBaseUrl, logger: deps.logger };
      await sendQueuedGiftEmails(deps.db, mail, now, [emailId]).catch((err) => deps.logger.error({ err }, 'gift e-mail'));
      return c.json({ id: Number(id), email_delivery: await deliveryOf(deps.db, Number(id)) });
    });
  route('/orders/:id/resend-email', 'resend_gift_email', (tx, id, _body, now) => resendGiftEmail(tx, id, now));
  route('/orders/:id/readdress-email', 'readdress_gift_email', async (tx, id, body, now) => {
    const parsed = readdressInput.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    return (await readdressGift(tx, null, id, parsed.data.email, parsed.data.language, now)).emailId;
  });
}
