import { useStore } from '@nanostores/react';
import { Icon } from '../../components/ui/Icon.tsx';
import { $language, apiLangKey, useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/basket.ts';
import { formatMoney } from '../../shared/money.ts';
import { href } from '../../lib/paths.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import type { Basket, BasketProduct } from './basket-api.ts';
import './order-summary.css';

export function productName(p: BasketProduct, lang: 'en' | 'cn' | 'jp'): string {
  return pickLang(p.multiple_languages, lang, 'product_name');
}

/** The lines of the cart (optionally with Edit and delete) and its server-computed totals. */
export default function OrderSummary({
  basket,
  onRemove,
  busy,
  showPoints = false,
  addItemsHref,
}: {
  basket: Basket;
  onRemove?: (p: BasketProduct) => void;
  busy?: boolean;
  showPoints?: boolean;
  addItemsHref?: string;
}) {
  const { t } = useT('basket');
  const lang = apiLangKey(useStore($language));
  const money = (v: number) => formatMoney(v, basket.currency);
  return (
    <section className="card summary" aria-labelledby="summary-title">
      <div className="summary__head">
        <h2 id="summary-title">{t('orderSummary')}</h2>
        {addItemsHref && (
          <a href={addItemsHref} data-testid="add-items">
            {t('addItems')}
          </a>
        )}
      </div>
      <ul className="summary__lines">
        {basket.products.map((p) => {
          const name = productName(p, lang);
          const discount = p.campaign_info
            ? pickLang(p.campaign_info.multiple_languages, lang, 'discount_message') || p.campaign_info.discount_message
            : '';
          return (
            <li key={p.product_id} className="summary__line" data-testid="cart-line">
              <img src={p.image} alt="" width="72" height="48" loading="lazy" />
              <div className="summary__info">
                <p className="summary__name">{name}</p>
                <p className="summary__qty">{t('qty', { count: p.quantity })}</p>
                {discount && <p className="summary__promo">{discount}</p>}
                {onRemove && (
                  <a className="summary__edit" href={href('product-details', { id: p.product_id })} aria-label={t('editItem', { name })}>
                    {t('edit')}
                  </a>
                )}
              </div>
              <div className="summary__amount">
                {p.amount !== p.original_amount && <span className="price--old">{money(p.original_amount)}</span>}
                <span className="price">{money(p.amount)}</span>
                {onRemove && (
                  <button
                    type="button"
                    className="summary__remove"
                    onClick={() => onRemove(p)}
                    disabled={busy}
                    aria-label={t('removeItem', { name })}
                  >
                    <Icon name="trash" size={20} />
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="summary__totals">
        <div>
          <dt>{t('subtotal')}</dt>
          <dd data-testid="subtotal">{money(basket.sub_total)}</dd>
        </div>
        {basket.total_discount > 0 && (
          <div>
            <dt>{t('discountApplied')}</dt>
            <dd data-testid="discount">- {money(basket.total_discount)}</dd>
          </div>
        )}
        {basket.udollar_amount > 0 && (
          <div>
            <dt>{t('udollarApplied')}</dt>
            <dd data-testid="udollar-applied">- {money(basket.udollar_amount)}</dd>
          </div>
        )}
        {showPoints && (
          <div>
            <dt>{t('pointsEarned')}</dt>
            <dd data-testid="points">{t('pointsValue', { count: basket.points })}</dd>
          </div>
        )}
        <div className="summary__total">
          <dt>{t('totalPayment')}</dt>
          <dd data-testid="total">{money(basket.order_amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
