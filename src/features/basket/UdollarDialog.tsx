import { useEffect, useState } from 'react';
import { applyUdollar, type BasketUdollarCard, listUdollarCards } from './basket-api.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { displayDate, UDOLLAR_DATETIME } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/basket.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { formatMoney, minorDigits, parseMoney } from '../../shared/money.ts';
import type { Basket } from './basket-api.ts';

/**
 * Redeem with uDollar: choose one of the member's cards (its balance bounds the amount), enter an amount, apply.
 * Validation (spec): no card -> "Please choose a uDollar giftcard"; empty or above the balance -> "Please enter a valid
 * redemption amount". A failed apply call shows no message (spec); the cart simply reloads.
 */
export default function UdollarDialog({
  open,
  basket,
  onClose,
  onApplied,
}: {
  open: boolean;
  basket: Basket;
  onClose: () => void;
  onApplied: () => void;
}) {
  const { t } = useT('basket');
  const errorText = useErrorText();
  const [cards, setCards] = useState<BasketUdollarCard[] | null>(null);
  const [chosen, setChosen] = useState(basket.udollar_id !== '0' ? basket.udollar_id : '');
  const [amount, setAmount] = useState(basket.udollar_amount > 0 ? String(basket.udollar_amount / 10 ** minorDigits(basket.currency)) : '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setError('');
    listUdollarCards(basket.currency)
      .then(setCards)
      .catch(() => setCards([]));
  }, [open, basket.currency]);

  const card = cards?.find((c) => c.id === chosen);
  const apply = async () => {
    if (!card) return setError(t('udollar.chooseError'));
    const minor = parseMoney(amount, basket.currency);
    if (minor === null || minor <= 0 || minor > card.udollar_balance) return setError(t('udollar.amountError'));
    setBusy(true);
    try {
      await applyUdollar(basket.id, card.id, minor);
    } catch (error) {
      // spec: a failed uDollar apply call shows no message, except the purchase rule the shopper must know about
      // (uDollar cannot pay for uDollar gift cards), which the dialog says in the shopper's language
      if (error instanceof ApiCallError && error.reason === 'udollar_for_udollar') {
        setBusy(false);
        return setError(errorText(error));
      }
    } finally {
      setBusy(false);
    }
    onApplied();
  };
  const remove = async () => {
    setBusy(true);
    try {
      await applyUdollar(basket.id, basket.udollar_id, 0);
    } catch {
      // as above
    } finally {
      setBusy(false);
    }
    onApplied();
  };

  return (
    <Dialog
      open={open}
      title={t('udollar.title')}
      onClose={onClose}
      variant="sheet"
      actions={
        <>
          {basket.udollar_amount > 0 && (
            <Button variant="ghost" onClick={remove} busy={busy}>
              {t('udollar.remove')}
            </Button>
          )}
          <Button onClick={apply} busy={busy} data-testid="udollar-apply">
            {t('udollar.apply')}
          </Button>
        </>
      }
    >
      {cards === null ? (
        <div className="skeleton" style={{ height: 120 }} />
      ) : cards.length === 0 ? (
        <p>{t('udollar.none', { currency: basket.currency })}</p>
      ) : (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="ui-field__label" style={{ marginBottom: 8 }}>
            {t('udollar.choose')}
          </legend>
          <ul className="radio-list">
            {cards.map((c) => (
              <li key={c.id}>
                <label>
                  <input
                    type="radio"
                    name="udollar-card"
                    value={c.id}
                    checked={chosen === c.id}
                    onChange={() => {
                      setChosen(c.id);
                      setError('');
                    }}
                  />
                  <span>
                    <strong>{t('udollar.balance', { amount: formatMoney(c.udollar_balance, basket.currency) })}</strong>
                    <small>{t('udollar.expires', { date: displayDate(c.udollar_expire_date, UDOLLAR_DATETIME) })}</small>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <Field
        label={t('udollar.amount', { currency: basket.currency })}
        inputMode="decimal"
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value);
          setError('');
        }}
        hint={
          card
            ? [
                t('udollar.max', { amount: formatMoney(Math.min(card.udollar_balance, basket.udollar_payable), basket.currency) }),
                basket.udollar_payable < basket.sub_total - basket.total_discount ? t('udollar.notForCards') : '',
              ]
                .filter(Boolean)
                .join(' ')
            : undefined
        }
        error={error || undefined}
        data-testid="udollar-amount"
      />
    </Dialog>
  );
}
