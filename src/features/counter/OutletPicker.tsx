import { useEffect, useId, useRef, useState } from 'react';
import type { MerchantOutlet } from '../../shared/admin/redemption.ts';
import { groupOutlets } from './outlet-groups.ts';
import { useCounterT } from './counter-i18n.ts';

interface Props {
  outlets: MerchantOutlet[];
  current: MerchantOutlet | null;
  onPick: (outlet: MerchantOutlet) => void;
  /** back to the counter without changing (only when an outlet is already chosen) */
  onCancel?: () => void;
}

/**
 * Which outlet this counter stands in: the merchant's outlets grouped by country under a heading each, with a search
 * over name, address and country (decision 0239); the choice is remembered on the device.
 */
export default function OutletPicker({ outlets, current, onPick, onCancel }: Props) {
  const { t } = useCounterT();
  const heading = useRef<HTMLHeadingElement>(null);
  const [query, setQuery] = useState('');
  const ids = useId();
  useEffect(() => heading.current?.focus(), []);
  const countryName = (o: MerchantOutlet) =>
    o.country_code
      ? t(`countries.${o.country_code.replace(/\D/g, '')}` as 'countries.65', { defaultValue: o.country_name || o.country_code })
      : t('outlets.otherCountry');
  const groups = groupOutlets(outlets, query, countryName, current);
  return (
    <main className="counter-main">
      <section className="counter-panel" aria-labelledby="counter-outlet-title">
        <h1 id="counter-outlet-title" ref={heading} tabIndex={-1} className="counter-section-title">
          {t('outlets.title')}
        </h1>
        <p className="counter-muted">{t('outlets.intro')}</p>
        {outlets.length === 0 ? (
          <p className="counter-error" role="alert">
            {t('outlets.none')}
          </p>
        ) : (
          <>
            <div className="counter-field counter-outlet-search">
              <label htmlFor={`${ids}-search`}>{t('outlets.search')}</label>
              <input
                id={`${ids}-search`}
                type="search"
                autoComplete="off"
                placeholder={t('outlets.searchHint')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
            </div>
            {groups.length === 0 && (
              <p className="counter-muted" role="status" data-testid="outlet-no-match">
                {t('outlets.noMatch', { query: query.trim() })}
              </p>
            )}
            {groups.map((group, i) => (
              <section key={group.key} className="counter-outlet-group" aria-labelledby={`${ids}-g${i}`} data-testid="outlet-group">
                <h2 id={`${ids}-g${i}`} className="counter-outlet-group__title">
                  {group.name}
                </h2>
                <ul className="counter-outlets">
                  {group.outlets.map((o) => (
                    <li key={o.id}>
                      <button
                        type="button"
                        className="counter-outlet"
                        aria-current={
                          current && current.outlet_name === o.outlet_name && current.address === o.address ? 'true' : undefined
                        }
                        onClick={() => onPick(o)}
                      >
                        <span className="counter-outlet__name">{o.outlet_name}</span>
                        {o.address && <span className="counter-outlet__address">{o.address}</span>}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
        {onCancel && (
          <button type="button" className="counter-button counter-button--ghost" onClick={onCancel}>
            {t('outlets.keep', { outlet: current?.outlet_name ?? '' })}
          </button>
        )}
      </section>
    </main>
  );
}
