import { useEffect, useRef } from 'react';
import type { VoucherAtCounter } from '../../shared/admin/redemption.ts';
import { formatMoney } from '../../shared/money.ts';
import { useCounterT } from './counter-i18n.ts';

interface Props {
  voucher: VoucherAtCounter;
  /** what is redeemed, in minor units (a fixed voucher's value, or the amount typed) */
  amount: number;
  outletName: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Redeem SGD 80.00?" before a redemption that cannot be undone (decision 0239): a modal dialog naming the amount, the
 * outlet and what stays on the voucher. Cancel has the focus, so a second tap of Enter does not redeem; Escape cancels.
 */
export default function ConfirmRedeem({ voucher, amount, outletName, onConfirm, onCancel }: Props) {
  const { t } = useCounterT();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    cancel.current?.focus();
    return () => d?.close();
  }, []);
  const money = formatMoney(amount, voucher.currency_code);
  const whole = !voucher.stored_value || (voucher.balance !== null && amount >= voucher.balance);
  const left = formatMoney(Math.max(0, (voucher.balance ?? 0) - amount), voucher.currency_code);
  return (
    <dialog
      ref={dialog}
      className="counter-confirm"
      aria-labelledby="counter-confirm-title"
      aria-describedby="counter-confirm-body"
      data-testid="confirm-redeem"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id="counter-confirm-title" className="counter-confirm__title">
        {t('confirm.title', { amount: money })}
      </h2>
      <div id="counter-confirm-body">
        <p className="counter-confirm__amount" data-testid="confirm-amount">
          {money}
        </p>
        <p>
          {whole
            ? t('confirm.whole', { amount: money, outlet: outletName })
            : t('confirm.part', { amount: money, outlet: outletName, left })}{' '}
          <strong>{t('confirm.final')}</strong>
        </p>
      </div>
      <div className="counter-confirm__actions">
        <button ref={cancel} type="button" className="counter-button counter-button--secondary" onClick={onCancel}>
          {t('confirm.no')}
        </button>
        <button type="button" className="counter-button counter-button--primary" onClick={onConfirm}>
          {t('confirm.yes', { amount: money })}
        </button>
      </div>
    </dialog>
  );
}
