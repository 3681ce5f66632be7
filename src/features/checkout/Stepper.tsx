import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/checkout.ts';

const STEPS = ['selection', 'customisation', 'order'] as const;
export type Step = (typeof STEPS)[number];

/** Step 1 of 3: Card Selection, Customisation, Order. */
export default function Stepper({ current }: { current: Step }) {
  const { t } = useT('checkout');
  const at = STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')} className="stepper">
      <ol>
        {STEPS.map((s, i) => (
          <li key={s} className={i < at ? 'is-done' : i === at ? 'is-current' : ''} aria-current={i === at ? 'step' : undefined}>
            <span className="stepper__dot" aria-hidden="true">
              {i + 1}
            </span>
            <span className="stepper__label">{t(`steps.${s}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
