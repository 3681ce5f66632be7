import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/catalogue.ts';

/** Quantity between 1 and the stock (spec). */
export default function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange: (n: number) => void }) {
  const { t } = useT('catalogue');
  const disabled = max <= 0;
  return (
    <div className="stepper" role="group" aria-label={t('detail.quantity')}>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('detail.less')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        −
      </button>
      <output className="stepper__value" aria-live="polite" data-testid="quantity">
        {disabled ? 0 : value}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('detail.more')}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
