import { useStore } from '@nanostores/react';
import { $language, apiLangKey, useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/order.ts';
import { href } from '../../lib/paths.ts';
import { displayDateTime } from '../../lib/dates.ts';
import { formatMoney } from '../../shared/money.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import { safeImageSrc } from '../../lib/safe-src.ts';
import type { OrderRow } from './order-types.ts';
import { giftStateWord } from '../../shared/gift-state.ts';
import { deliverAtText, giftStateText } from '../../lib/gift-words.ts';

/** One order in a list: picture, name, order number, date, state, amount; the whole row opens the details. */
export function OrderRowItem({ order, kind }: { order: OrderRow; kind: 'pay' | 'purchased' | 'sent' | 'received' }) {
  const { t } = useT('order');
  const tt = t as (key: string, options?: Record<string, unknown>) => string;
  const lang = useStore($language);
  const name = pickLang(order.multiple_languages, apiLangKey(lang), 'product_name') || t('row.giftCard');
  const more = order.line_count > 1 ? ` +${order.line_count - 1}` : '';
  // the gift's one state (decision 0241), in the recipient's words on the recipient's list
  const viewer = kind === 'received' ? 'recipient' : 'owner';
  const word = giftStateWord(order.gift_state, viewer);
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
          {kind !== 'received' && order.gift_state === 'scheduled' && order.deliver_at > 0 && (
            <span className="order-row__meta" data-testid="scheduled-for">
              {t('delivery.scheduledFor', { date: deliverAtText(tt, order.deliver_at) })}
            </span>
          )}
        </span>
        <span className="order-row__side">
          <span className={`order-status order-status--${word.toLowerCase()}`} data-testid="row-state" data-gift-state={order.gift_state}>
            {giftStateText(tt, order.gift_state, viewer)}
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
