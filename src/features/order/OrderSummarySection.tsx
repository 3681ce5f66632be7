import { useStore } from '@nanostores/react';
import { $language, apiLangKey, useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/order.ts';
import { formatMoney } from '../../shared/money.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import { safeImageSrc } from '../../lib/safe-src.ts';
import type { OrderDetail } from './order-types.ts';

/** The order's lines in the chosen language; amounts and totals only for the owner. */
export function OrderSummarySection({ order }: { order: OrderDetail }) {
  const { t } = useT('order');
  const lang = useStore($language);
  const owner = order.viewer === 'owner';
  if (order.products.length === 0 && !owner) return null;
  return (
    <section className="card order-section" aria-labelledby="order-summary">
      <h2 id="order-summary">{t('detail.orderSummary')}</h2>
      <ul className="order-lines">
        {order.products.map((p) => (
          <li key={p.product_id} className="order-line">
            {safeImageSrc(p.image) && <img src={safeImageSrc(p.image)} alt="" width={72} height={48} loading="lazy" />}
            <div className="order-line__body">
              <p className="order-line__name">{pickLang(p.multiple_languages, apiLangKey(lang), 'product_name') || p.product_name}</p>
              <p className="order-line__qty">{t('detail.qty', { count: p.quantity })}</p>
            </div>
            {owner && p.amount !== undefined && <span className="price">{formatMoney(p.amount, p.currency_code)}</span>}
          </li>
        ))}
      </ul>
      {owner && order.order_amount !== undefined && (
        <dl className="order-totals" data-testid="order-totals">
          <dt>{t('detail.subtotal')}</dt>
          <dd>{formatMoney(order.sub_total ?? 0, order.currency)}</dd>
          <dt>{t('detail.discount')}</dt>
          <dd>- {formatMoney(order.total_discount ?? 0, order.currency)}</dd>
          {(order.udollar_amount ?? 0) > 0 && (
            <>
              <dt>{t('detail.udollar')}</dt>
              <dd>- {formatMoney(order.udollar_amount ?? 0, order.currency)}</dd>
            </>
          )}
          <dt className="order-totals__total">{t('detail.total')}</dt>
          <dd className="order-totals__total">{formatMoney(order.order_amount, order.currency)}</dd>
        </dl>
      )}
    </section>
  );
}
