import type { RefObject } from 'react';
import { useCounterT } from './counter-i18n.ts';
import type { Outcome } from './outcome.ts';

/** The result of the last look-up or redemption, in a polite live region (its words in the counter's language). */
export default function OutcomeRegion({ outcome, regionRef }: { outcome: Outcome | null; regionRef: RefObject<HTMLDivElement | null> }) {
  const { t, locale } = useCounterT();
  return (
    <div
      ref={regionRef}
      className={outcome ? `counter-outcome counter-outcome--${outcome.kind}` : 'counter-outcome counter-outcome--empty'}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="outcome"
    >
      {outcome && (
        <>
          <span className="counter-outcome__icon" aria-hidden="true">
            {outcome.kind === 'success' ? '✓' : '!'}
          </span>
          <span>
            <strong className="counter-outcome__title">{outcome.title(t, locale)}</strong>{' '}
            <span className="counter-outcome__detail">{outcome.detail(t, locale)}</span>
          </span>
        </>
      )}
    </div>
  );
}
