import { type Ref, useState } from 'react';
import type { VoucherAtCounter } from '../../shared/admin/redemption.ts';
import { formatMoney } from '../../shared/money.ts';
import { formatDate, formatDateTime } from './format.ts';
import { useCounterT } from './counter-i18n.ts';

/** What the counter sees of a looked-up voucher: product, value (and balance), holder, expiry, state, past redemptions. */
export default function VoucherCard({ voucher, headingRef }: { voucher: VoucherAtCounter; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t, locale } = useCounterT();
  const [imageFailed, setImageFailed] = useState(false);
  const money = (minor: number) => formatMoney(minor, voucher.currency_code);
  return (
    <article className="counter-voucher" aria-labelledby="counter-voucher-name" data-testid="voucher" data-state={voucher.state}>
      <div className="counter-voucher__head">
        {voucher.product_image && !imageFailed ? (
          <img className="counter-voucher__image" src={voucher.product_image} alt="" onError={() => setImageFailed(true)} />
        ) : (
          <div className="counter-voucher__image counter-voucher__image--none" aria-hidden="true" />
        )}
        <div>
          <h2 id="counter-voucher-name" className="counter-voucher__name" ref={headingRef} tabIndex={-1}>
            {voucher.product_name}
          </h2>
          <p className={`counter-state counter-state--${voucher.state.toLowerCase()}`} data-testid="voucher-state">
            {t(`state.${voucher.state}`, { defaultValue: voucher.state })}
          </p>
        </div>
      </div>
      <dl className="counter-facts">
        <div>
          <dt>{t('voucher.value')}</dt>
          <dd data-testid="voucher-value">{money(voucher.value)}</dd>
        </div>
        {voucher.stored_value && voucher.balance !== null && (
          <div>
            <dt>{t('voucher.balance')}</dt>
            <dd data-testid="voucher-balance" className="counter-facts__strong">
              {money(voucher.balance)}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('voucher.holder')}</dt>
          <dd>{voucher.holder || '—'}</dd>
        </div>
        <div>
          <dt>{voucher.state === 'Expired' ? t('voucher.expired') : t('voucher.expires')}</dt>
          <dd>{formatDate(voucher.expires_at, locale) || '—'}</dd>
        </div>
        {voucher.used_at && (
          <div className="counter-facts__wide">
            <dt>{t('voucher.used')}</dt>
            <dd>
              {voucher.used_outlet
                ? t('voucher.usedAt', { date: formatDateTime(voucher.used_at, locale), outlet: voucher.used_outlet })
                : formatDateTime(voucher.used_at, locale)}
            </dd>
          </div>
        )}
        <div className="counter-facts__wide">
          <dt>{t('voucher.code')}</dt>
          <dd className="counter-code">{voucher.code}</dd>
        </div>
      </dl>
      {voucher.stored_value && (
        <section className="counter-history" aria-labelledby="counter-history-title">
          <h3 id="counter-history-title">{t('voucher.history')}</h3>
          {voucher.redemptions.length === 0 ? (
            <p>{t('voucher.noHistory')}</p>
          ) : (
            <ul data-testid="voucher-redemptions">
              {voucher.redemptions.map((r) => (
                <li key={`${r.at}-${r.outlet_name}-${r.amount}`}>
                  <span>{formatDateTime(r.at, locale)}</span>
                  <span>{r.outlet_name}</span>
                  <span className="counter-history__amount">{money(r.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </article>
  );
}
