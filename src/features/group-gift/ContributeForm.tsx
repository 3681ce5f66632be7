import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/group-gift.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { formatMoney, parseMoney } from '../../shared/money.ts';
import { contributeGroupGift, type GiftAddress, type GroupGiftView, type UdollarCard, usableCards } from './group-gift-api.ts';

const major = (minor: number, currency: string) =>
  formatMoney(minor, currency)
    .replace(/^[A-Z]{3} /, '')
    .replaceAll(',', '');

/**
 * Chip in (decision 0258): a fixed share or a free amount within the minimum and what is left; part or all of it from
 * a uDollar card of the gift's currency. The rest opens the cashier; uDollar alone settles at once (`onPaid`).
 */
export default function ContributeForm({ gift, at, onPaid }: { gift: GroupGiftView; at: GiftAddress; onPaid: () => void }) {
  const { t } = useT('group-gift');
  const errorText = useErrorText();
  const cur = gift.currency_code;
  const share = gift.mode === 'shares' ? Math.min(gift.share_amount ?? gift.left, gift.left) : null;
  const min = Math.min(gift.min_amount ?? 1, gift.left);
  const [amountText, setAmountText] = useState(share === null ? major(Math.min(gift.left, Math.max(min, gift.min_amount ?? 0)), cur) : '');
  const [cards, setCards] = useState<UdollarCard[] | null>(null);
  const [useUdollar, setUseUdollar] = useState(false);
  const [cardId, setCardId] = useState('');
  const [udollarText, setUdollarText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!useUdollar || cards !== null) return;
    usableCards(cur).then(
      (list) => {
        setCards(list);
        if (list[0]) setCardId(list[0].id);
      },
      () => setCards([]),
    );
  }, [useUdollar, cards, cur]);

  const amount = share ?? parseMoney(amountText, cur);
  const card = cards?.find((c) => c.id === cardId);
  useEffect(() => {
    if (card && amount) setUdollarText(major(Math.min(card.udollar_balance, amount), cur));
  }, [card, amount, cur]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError('');
    if (amount === null || amount <= 0) {
      setError(t('contribute.amountHint', { min: formatMoney(min, cur), max: formatMoney(gift.left, cur) }));
      return;
    }
    const udollar = useUdollar && card ? parseMoney(udollarText, cur) : null;
    setBusy(true);
    try {
      const answer = await contributeGroupGift({
        ...at,
        amount: share === null ? amount : undefined,
        udollar_card_id: udollar ? card?.id : undefined,
        udollar_amount: udollar ?? undefined,
      });
      if (answer.cashier_url) window.location.assign(answer.cashier_url);
      else {
        setBusy(false);
        onPaid();
      }
    } catch (err) {
      setBusy(false);
      setError(errorText(err));
    }
  };

  return (
    <form className="card gg-form" onSubmit={submit} aria-labelledby="gg-contribute" data-testid="contribute-form" noValidate>
      <h2 id="gg-contribute">{t('contribute.title')}</h2>
      {share !== null ? (
        <p data-testid="share-amount">{t('contribute.share', { amount: formatMoney(share, cur) })}</p>
      ) : (
        <Field
          label={t('contribute.amount', { currency: cur })}
          inputMode="decimal"
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
          hint={t('contribute.amountHint', { min: formatMoney(min, cur), max: formatMoney(gift.left, cur) })}
          data-testid="contribute-amount"
        />
      )}
      <label className="gg-check">
        <input type="checkbox" checked={useUdollar} onChange={(e) => setUseUdollar(e.target.checked)} data-testid="use-udollar" />
        {t('contribute.useUdollar')}
      </label>
      {useUdollar && cards !== null && cards.length === 0 && <p className="hint">{t('contribute.udollarNone', { currency: cur })}</p>}
      {useUdollar && cards && cards.length > 0 && (
        <>
          <label className="ui-field__label" htmlFor="gg-card">
            {t('contribute.udollarCard')}
          </label>
          <select id="gg-card" className="gg-select" value={cardId} onChange={(e) => setCardId(e.target.value)} data-testid="udollar-card">
            {cards.map((c) => (
              <option key={c.id} value={c.id}>
                {t('contribute.cardBalance', { balance: formatMoney(c.udollar_balance, c.currency_code) })}
              </option>
            ))}
          </select>
          <Field
            label={t('contribute.udollarAmount', { currency: cur })}
            inputMode="decimal"
            value={udollarText}
            onChange={(e) => setUdollarText(e.target.value)}
            data-testid="udollar-amount"
          />
        </>
      )}
      {error && (
        <p className="gg-error" role="alert" data-testid="contribute-error">
          {error}
        </p>
      )}
      <Button type="submit" block disabled={busy} data-testid="contribute-submit">
        {t('contribute.submit')}
      </Button>
    </form>
  );
}
