import { useEffect, useRef } from 'react';
import type { MerchantOutlet } from '../../shared/admin/redemption.ts';

interface Props {
  outlets: MerchantOutlet[];
  current: MerchantOutlet | null;
  onPick: (outlet: MerchantOutlet) => void;
  /** back to the counter without changing (only when an outlet is already chosen) */
  onCancel?: () => void;
}

/** Which outlet this station stands in: one button per outlet of the merchant, remembered on the device. */
export default function OutletPicker({ outlets, current, onPick, onCancel }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="ms-main">
      <section className="ms-panel" aria-labelledby="ms-outlet-title">
        <h1 id="ms-outlet-title" ref={heading} tabIndex={-1} className="ms-section-title">
          Choose this station’s outlet
        </h1>
        <p className="ms-muted">Vouchers redeemed here are recorded at this outlet. The choice is kept on this device.</p>
        {outlets.length === 0 ? (
          <p className="ms-error" role="alert">
            No outlets are set up for this account. Ask the back office to add the outlets you serve.
          </p>
        ) : (
          <ul className="ms-outlets">
            {outlets.map((o) => (
              <li key={o.id}>
                <button
                  type="button"
                  className="ms-outlet"
                  aria-current={current && current.outlet_name === o.outlet_name && current.address === o.address ? 'true' : undefined}
                  onClick={() => onPick(o)}
                >
                  <span className="ms-outlet__name">{o.outlet_name}</span>
                  {o.address && <span className="ms-outlet__address">{o.address}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
        {onCancel && (
          <button type="button" className="ms-button ms-button--ghost" onClick={onCancel}>
            Keep {current?.outlet_name ?? 'the current outlet'}
          </button>
        )}
      </section>
    </main>
  );
}
