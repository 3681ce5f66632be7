import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/order.ts';
import { displayDateTime } from '../../lib/dates.ts';
import { giftTimeline, type GiftFact } from '../../shared/gift-state.ts';
import { formatPhone } from '../../shared/phone.ts';
import type { OrderDetail } from './order-types.ts';
import { deliverAtText, giftStateText } from '../../lib/gift-words.ts';

/**
 * Order ID, state, dates, who it went to (the owner) or came from (the recipient), and the gift's path. The state and
 * which steps of the path show come from the gift's one state (decision 0241), so no two rows contradict each other.
 */
export function OrderStatusSection({ order }: { order: OrderDetail }) {
  const { t } = useT('order');
  const tt = t as (key: string, options?: Record<string, unknown>) => string;
  const rows: Array<[string, string, string]> = [
    ['order-id', t('detail.orderId'), order.order_no],
    ['status', t('detail.status'), giftStateText(tt, order.gift_state, order.viewer)],
    ['order-date', t('detail.orderDate'), displayDateTime(order.created_date)],
  ];
  if (order.paid_date) rows.push(['paid-on', t('detail.paidOn'), displayDateTime(order.paid_date)]);
  const given = ['sent', 'opened', 'redeemed', 'scheduled', 'waiting'].includes(order.gift_state);
  if (order.viewer === 'owner' && given && order.recipient_name) rows.push(['sent-to', t('detail.sentTo'), order.recipient_name]);
  if (order.viewer === 'recipient') rows.push(['received-from', t('detail.receivedFrom'), order.member_name]);
  const fact: Record<GiftFact, () => [string, string] | null> = {
    sentOn: () => (order.sent_date ? [t('detail.sentOn'), displayDateTime(order.sent_date)] : null),
    openedOn: () => (order.opened_date ? [t('detail.openedOn'), displayDateTime(order.opened_date)] : null),
    notOpened: () => [t('detail.openedOn'), t('detail.notOpened')],
    redeemedOn: () => (order.received_date ? [t('detail.redeemedOn'), displayDateTime(order.received_date)] : null),
    scheduledFor: () => (order.deliver_at ? [t('delivery.scheduledForLabel'), deliverAtText(tt, order.deliver_at)] : null),
    waitingFor: () => (order.recipient_phone ? [t('delivery.waitingForLabel'), formatPhone(order.recipient_phone)] : null),
    // a decline has its own panel with who and when (GiftReplies)
    declined: () => null,
    takenBack: () => (order.taken_back_date ? [t('detail.takenBackOn'), displayDateTime(order.taken_back_date)] : null),
  };
  for (const step of giftTimeline(order.gift_state, order.viewer, order.order_status === 'Received')) {
    const row = fact[step]();
    if (row) rows.push([step, ...row]);
  }
  return (
    <section className="card order-section" aria-labelledby="order-status">
      <h2 id="order-status">{t('detail.orderStatus')}</h2>
      <dl className="order-facts" data-testid="order-status" data-gift-state={order.gift_state}>
        {rows.map(([key, k, v]) => (
          <div key={key} style={{ display: 'contents' }} data-fact={key}>
            <dt>{k}</dt>
            <dd>{v || '-'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
