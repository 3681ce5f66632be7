import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/orders.ts';
import { displayDateTime } from '../../lib/dates.ts';
import type { OrderDetail } from './order-types.ts';
import { statusKey } from './OrderRowItem.tsx';

/** Order ID, state, dates, who it went to (the owner) or came from (the recipient), and a gift's Sent, Opened and Redeemed. */
export function OrderStatusSection({ order }: { order: OrderDetail }) {
  const { t } = useT('orders');
  const rows: Array<[string, string]> = [
    [t('detail.orderId'), order.order_no],
    // Every state shows here, Cancelled included (issue 19), in the words the order lists use.
    [t('detail.status'), t(`status.${statusKey(order)}` as 'status.Paid', { defaultValue: statusKey(order) })],
    [t('detail.orderDate'), displayDateTime(order.created_date)],
  ];
  if (order.paid_date) rows.push([t('detail.paidOn'), displayDateTime(order.paid_date)]);
  if (order.viewer === 'owner' && order.recipient_name) rows.push([t('detail.sentTo'), order.recipient_name]);
  if (order.viewer === 'recipient') rows.push([t('detail.receivedFrom'), order.member_name]);
  // A gift's path as its sender follows it: sent, opened, redeemed (issue 19).
  const gift = order.sent_date !== '' || order.order_status === 'gift' || order.opened_date !== '';
  if (order.viewer === 'owner' && order.sent_date) rows.push([t('detail.sentOn'), displayDateTime(order.sent_date)]);
  if (order.viewer === 'owner' && gift)
    rows.push([t('detail.openedOn'), order.opened_date ? displayDateTime(order.opened_date) : t('detail.notOpened')]);
  if (order.received_date) rows.push([t('detail.redeemedOn'), displayDateTime(order.received_date)]);
  // a gift on its way (issue 14): when a scheduled gift arrives, which number a phone gift waits for
  if (order.deliver_date) rows.push([t('delivery.scheduledForLabel'), displayDateTime(order.deliver_date)]);
  if (order.order_status === 'Waiting' && order.recipient_phone) rows.push([t('delivery.waitingForLabel'), order.recipient_phone]);
  return (
    <section className="card order-section" aria-labelledby="order-status">
      <h2 id="order-status">{t('detail.orderStatus')}</h2>
      <dl className="order-facts" data-testid="order-status">
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v || '-'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
