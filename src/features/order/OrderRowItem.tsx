import { useStore } from '@nanostores/react';
import { $language, apiLangKey, useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/orders.ts';
import { href } from '../../lib/paths.ts';
import { displayDateTime } from '../../lib/dates.ts';
import { formatMoney } from '../../shared/money.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import { safeImageSrc } from '../shared-order/safe-src.ts';
import type { OrderRow } from './order-types.ts';

/** The word shown for an order's state: its order status once given or bought for oneself, else its payment status. */
export function statusKey(o: { payment_status: string; order_status: string }): string {
  if (o.payment_status === 'Paid' && ['Gifted', 'Received', 'Self-Use', 'Scheduled', 'Waiting'].includes(o.order_status))
    return o.order_status;
  return o.payment_status;
}

/** One order in a list: picture, name, order number, date, state, amount; the whole row opens the details. */
export function OrderRowItem({ order, kind }: { order: OrderRow; kind: 'pay' | 'purchased' | 'sent' | 'received' }) {
  const { t } = useT('orders');
  const lang = useStore($language);
  const name = pickLang(order.multiple_languages, apiLangKey(lang), 'product_name') || t('row.giftCard');
  const more = order.line_count > 1 ? ` +${order.line_count - 1}` : '';
  // a gift shows as received on the recipient's side, whatever the sender's side calls it
  const status = kind === 'received' ? 'Received' : statusKey(order);
  const date = kind === 'received' ? order.received_date || order.sent_date : kind === 'sent' ? order.sent_date : order.created_date;
  const link = href('order-details', { id: order.id });
  const img = safeImageSrc(order.image);
  return (
    <li className="order-row card" data-testid="order-row">
      <a className="order-row__link" href={link}>
        {img ? (
          <img className="order-row__img" src={img} alt="" width={72} height={48} loading="lazy" />
        ) : (
          <span className="order-row__img order-row__img--none" />
        )}
        <span className="order-row__body">
          <span className="order-row__name">
            {name}
            {more}
          </span>
          <span className="order-row__meta">{t('row.orderId', { no: order.order_no })}</span>
          <span className="order-row__meta">{displayDateTime(date)}</span>
          {kind === 'sent' && order.recipient_name && (
            <span className="order-row__meta">{t('row.sentTo', { name: order.recipient_name })}</span>
          )}
          {kind === 'received' && <span className="order-row__meta">{t('row.from', { name: order.member_name })}</span>}
          {kind !== 'received' && order.deliver_date && (
            <span className="order-row__meta" data-testid="scheduled-for">
              {t('delivery.scheduledFor', { date: displayDateTime(order.deliver_date) })}
            </span>
          )}
        </span>
        <span className="order-row__side">
          <span className={`order-status order-status--${status.replace(/\W/g, '').toLowerCase()}`}>
            {t(`status.${status}` as 'status.Paid', { defaultValue: status })}
          </span>
          {order.order_amount !== undefined && <span className="price">{formatMoney(order.order_amount, order.currency)}</span>}
          <span className="order-row__meta">{t('row.items', { count: order.item_count })}</span>
        </span>
      </a>
      {kind === 'pay' && (
        <a className="ui-button ui-button--primary order-row__pay" href={link}>
          {t('row.payNow')}
        </a>
      )}
    </li>
  );
}
