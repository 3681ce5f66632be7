import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/evoucher.ts';
import { displayDateTime } from '../../lib/dates.ts';
import type { DetailVoucher } from '../../shared/api/schemas/evoucher.ts';
import { formatMoney } from '../../shared/money.ts';

/**
 * What happened to a voucher at a merchant's counter: where it was redeemed, and for a stored-value voucher
 * the balance left and every amount spent, newest first.
 */
export default function CounterHistory({ voucher }: { voucher: DetailVoucher }) {
  const { t } = useT('evoucher');
  const money = (minor: number) => formatMoney(minor, voucher.currency_code);
  return (
    <>
      {voucher.used_outlet && (
        <p className="wallet-counter" data-testid="used-outlet">
          {t('detail.usedAt', { outlet: voucher.used_outlet })}
        </p>
      )}
      {/* only an active voucher has a balance to spend: a used or expired one shows none (decision 0236) */}
      {voucher.stored_value && voucher.status === 'Active' && (
        <p className="wallet-counter wallet-counter--balance" data-testid="voucher-balance">
          {t('detail.balance', { amount: money(voucher.balance) })}
        </p>
      )}
      {voucher.redemptions.length > 0 && voucher.stored_value && (
        <section className="wallet-counter" aria-label={t('detail.history')}>
          <h3 className="wallet-counter__title">{t('detail.history')}</h3>
          <ul className="wallet-counter__list" data-testid="counter-history">
            {voucher.redemptions.map((r) => (
              <li key={`${r.date}-${r.amount}-${r.outlet}`}>
                {t('detail.historyLine', { date: displayDateTime(r.date), outlet: r.outlet, amount: money(r.amount) })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
