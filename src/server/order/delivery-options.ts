import { orderDeliverySchemas as s } from '../../shared/api/schemas/order-delivery.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { rescheduleOrder } from './reschedule-order.ts';
import { unsendOrder } from './unsend-order.ts';
import { readdressGift } from './readdress-order.ts';
import { readdressRecipient } from './readdress-recipient.ts';
import { sendQueuedGiftEmails } from './gift-email-outbox.ts';

/** unsend_order: the sender takes a gift back before it is redeemed (decision 0210). */
const unsendOrderOption = defineOption({
  group: 'order',
  option: 'unsend_order',
  auth: 'member',
  schema: s.unsend_order,
  async handle(input, ctx) {
    return unsendOrder(ctx.db, requireMember(ctx), input.order_id, ctx.now);
  },
});

/** reschedule_order: the sender moves a Scheduled gift's delivery time. */
const rescheduleOrderOption = defineOption({
  group: 'order',
  option: 'reschedule_order',
  auth: 'member',
  schema: s.reschedule_order,
  async handle(input, ctx) {
    return rescheduleOrder(ctx.db, requireMember(ctx), input.order_id, input.deliver_at, ctx.now);
  },
});

/**
 * readdress_order: the sender corrects a gift's recipient until it is opened: a gift by e-mail to another address
 * (decision 0267), a gift to a friend or a phone to another friend or phone (decision 0269).
 */
const readdressOrderOption = defineOption({
  group: 'order',
  option: 'readdress_order',
  auth: 'member',
  schema: s.readdress_order,
  async handle(input, ctx) {
    if (input.recipient_email === undefined) {
      const to = input.recipient_id !== undefined ? { recipientId: input.recipient_id } : { recipientPhone: input.recipient_phone ?? '' };
      const sms = { sms: ctx.deps.adapters.sms, baseUrl: ctx.deps.config.publicBaseUrl, logger: ctx.deps.logger };
      return readdressRecipient(ctx.db, requireMember(ctx), input.order_id, to, ctx.now, sms);
    }
    const done = await readdressGift(ctx.db, requireMember(ctx), input.order_id, input.recipient_email, input.recipient_language, ctx.now);
    const mail = { email: ctx.deps.adapters.email, baseUrl: ctx.deps.config.publicBaseUrl, logger: ctx.deps.logger };
    await sendQueuedGiftEmails(ctx.db, mail, ctx.now, [done.emailId]).catch((err) => ctx.deps.logger.error({ err }, 'gift e-mail'));
    return { message: `Your gift is on its way to ${done.to}`, order_id: done.orderId, recipient_email: done.to };
  },
});

/** The gift delivery options (send_order itself, with its phone and deliver_at, is in lifecycle-options.ts). */
export const orderDeliveryOptions: OptionDef[] = [unsendOrderOption, rescheduleOrderOption, readdressOrderOption];
