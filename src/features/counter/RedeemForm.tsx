import type { VoucherAtCounter } from '../../shared/admin/redemption.ts';
import { formatMoney } from '../../shared/money.ts';
import type { Notice } from './counter-errors.ts';
import { useCounterT } from './counter-i18n.ts';

interface Props {
  voucher: VoucherAtCounter;
  outletName: string;
  /** the amount as typed (stored-value vouchers) */
  amount: string;
  onAmount: (typed: string) => void;
  amountError: Notice | null;
  busy: 'lookup' | 'redeem' | null;
  onRedeem: () => void;
}

/** Redeem at this outlet: the amount to spend for a stored-value voucher, then the button naming the outlet. */
export default function RedeemForm({ voucher, outletName, amount, onAmount, amountError, busy, onRedeem }: Props) {
  const { t, locale } = useCounterT();
  return (
    <div className="counter-redeem">
      {voucher.stored_value && (
        <div className="counter-field">
          <label htmlFor="counter-amount">{t('redeem.amount', { currency: voucher.currency_code })}</label>
          <input
            id="counter-amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => onAmount(e.target.value)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? 'counter-amount-error' : 'counter-amount-hint'}
          />
          {amountError ? (
            <p className="counter-error" id="counter-amount-error">
              {amountError(t, locale)}
            </p>
          ) : (
            <p className="counter-hint" id="counter-amount-hint">
              {t('redeem.amountHint', { balance: formatMoney(voucher.balance ?? 0, voucher.currency_code) })}
            </p>
          )}
        </div>
      )}
      <button
        type="button"
        className="counter-button counter-button--primary counter-button--block counter-button--large"
        onClick={onRedeem}
        disabled={busy !== null}
      >
        {busy === 'redeem' ? (
          t('redeem.busy')
        ) : (
          <span className="counter-button__stack">
            <span>{t('redeem.button')}</span> <span className="counter-button__sub">{t('redeem.at', { outlet: outletName })}</span>
          </span>
        )}
      </button>
    </div>
  );
}
