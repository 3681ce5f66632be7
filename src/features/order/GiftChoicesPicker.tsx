import { useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/order.ts';
import { formatMoney } from '../../shared/money.ts';
import { GIFT_CHOICES_MAX_OTHERS } from '../../shared/api/schemas/order-delivery.ts';
import { listProducts } from '../catalogue/catalogue-api.ts';
import type { OrderLine } from './order-types.ts';

interface Candidate {
  id: number;
  name: string;
  price: number;
  currency: string;
}

export interface GiftChoicesPickerProps {
  /** the gift's one product line; null: the gift cannot offer a choice */
  line: OrderLine;
  chosen: number[];
  onChange: (ids: number[]) => void;
}

/**
 * "Let them choose" in the send dialog (decision 0265): up to four other products of the gift's market at its price
 * or less, found by name; the recipient then picks one, and any difference comes back to the sender as uDollar.
 */
export function GiftChoicesPicker({ line, chosen, onChange }: GiftChoicesPickerProps) {
  const { t } = useT('order');
  const searchId = useId();
  const [open, setOpen] = useState(false);
  const [words, setWords] = useState('');
  const [found, setFound] = useState<Candidate[]>([]);
  const [names, setNames] = useState<Record<number, Candidate>>({});
  const unit = Math.floor((line.amount ?? 0) / Math.max(line.quantity, 1));

  useEffect(() => {
    if (!open) return;
    let live = true;
    const timer = setTimeout(() => {
      listProducts({ filter_by_keywords: words.trim() || undefined, filter_by_price_end: unit, limit: 20 })
        .then((answer) => {
          if (!live) return;
          setFound(
            answer.table
              .filter((p) => p.id !== line.product_id && p.currency_code === line.currency_code)
              .map((p) => ({ id: p.id, name: p.name, price: p.original_price, currency: p.currency_code })),
          );
        })
        .catch(() => live && setFound([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, words, unit, line.product_id, line.currency_code]);

  const toggle = (c: Candidate) => {
    setNames((n) => ({ ...n, [c.id]: c }));
    onChange(chosen.includes(c.id) ? chosen.filter((id) => id !== c.id) : [...chosen, c.id]);
  };
  const full = chosen.length >= GIFT_CHOICES_MAX_OTHERS;
  const shown = [
    ...chosen.map((id) => names[id]).filter((c): c is Candidate => Boolean(c)),
    ...found.filter((c) => !chosen.includes(c.id)),
  ];

  return (
    <details className="send-choices" open={open} onToggle={(e) => setOpen(e.currentTarget.open)} data-testid="choice-picker">
      <summary>{t('choices.summary', { count: GIFT_CHOICES_MAX_OTHERS })}</summary>
      <p className="hint">{t('choices.hint')}</p>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={searchId}>
          {t('choices.search')}
        </label>
        <div className="ui-field__control">
          <input id={searchId} className="ui-field__input" type="search" value={words} onChange={(e) => setWords(e.target.value)} />
        </div>
      </div>
      <p className="hint" aria-live="polite" data-testid="choice-count">
        {t('choices.count', { count: chosen.length, max: GIFT_CHOICES_MAX_OTHERS })}
      </p>
      <ul className="send-choices__list">
        {shown.map((c) => (
          <li key={c.id}>
            <label className="send-choice__option">
              <input
                type="checkbox"
                checked={chosen.includes(c.id)}
                disabled={full && !chosen.includes(c.id)}
                onChange={() => toggle(c)}
                data-testid="choice-option"
              />
              {c.name} · {formatMoney(c.price, c.currency)}
            </label>
          </li>
        ))}
      </ul>
    </details>
  );
}
