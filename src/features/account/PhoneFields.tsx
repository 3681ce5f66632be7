import { useEffect, useId, useState } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';
import { $countryCode } from '../../lib/session-store.ts';
import { loadCountries, type Country } from '../../lib/countries.ts';
import { digits } from './account-api.ts';
import { useCountryName } from '../../lib/country-name.ts';

/**
 * The calling code every account screen starts with: 65, the shop's home market (the spec's 60 on register and
 * forgot was Malaysia, decision 0243), unless a code was stored earlier. Answers the code without +.
 */
export function useCountryCode(): [string, (code: string) => void] {
  const [code, setCode] = useState<string>('65');
  useEffect(() => {
    const stored = digits($countryCode.get());
    if (stored) setCode(stored);
  }, []);
  return [code, setCode];
}

/** Remembers the code the visitor used, so the next screen starts with it. */
export function storeCountryCode(code: string): void {
  $countryCode.set(code);
}

/** Country code selector (from list_country) and mobile number side by side. */
export default function PhoneFields({
  code,
  onCode,
  number,
  onNumber,
}: {
  code: string;
  onCode: (code: string) => void;
  number: string;
  onNumber: (number: string) => void;
}) {
  const countryName = useCountryName();
  const { t } = useT('account');
  const selectId = useId();
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    loadCountries()
      .then(setCountries)
      .catch(() => setCountries([]));
  }, []);
  const known = countries.some((c) => digits(c.country_code) === code);
  const flag = countries.find((c) => digits(c.country_code) === code)?.image;
  return (
    <div className="auth__phone">
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={selectId}>
          {t('fields.countryCode')}
        </label>
        <div className="ui-field__control auth__code">
          {flag && <img src={flag} alt="" width="22" height="16" />}
          <span className="auth__code-text" aria-hidden="true">
            {code ? `+${code}` : t('fields.chooseCode')}
          </span>
          <Icon name="down" size={18} />
          {/* The native select covers the box: it is what is focused, read out and operated; the box only shows the code. */}
          <select
            id={selectId}
            name="country_code"
            className="auth__code-select"
            value={code}
            onChange={(e) => onCode(e.target.value)}
            autoComplete="tel-country-code"
          >
            {!code && <option value="">{t('fields.chooseCode')}</option>}
            {code && !known && <option value={code}>+{code}</option>}
            {countries.map((c) => (
              <option key={c.id} value={digits(c.country_code)}>
                {countryName(c)} ({c.country_code})
              </option>
            ))}
          </select>
        </div>
      </div>
      <Field
        label={t('fields.mobile')}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="91234567"
        maxLength={15}
        value={number}
        onChange={(e) => onNumber(e.target.value.replace(/[^\d ]/g, ''))}
      />
    </div>
  );
}
