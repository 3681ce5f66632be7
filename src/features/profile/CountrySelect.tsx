import { useId } from 'react';
import type { CountryOption } from './profile-payload.ts';
import { useCountryName } from '../../lib/country-name.ts';

/** A labelled country select; 0 means none chosen. */
export default function CountrySelect({
  label,
  placeholder,
  countries,
  value,
  disabled,
  onChange,
}: {
  label: string;
  placeholder: string;
  countries: CountryOption[];
  value: number;
  disabled?: boolean;
  onChange: (id: number) => void;
}) {
  const countryName = useCountryName();
  const id = useId();
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-field__control">
        <select
          id={id}
          className="ui-select profile-edit__select"
          value={value || 0}
          disabled={disabled}
          onChange={(e) => onChange(Number(e.target.value))}
        >
          <option value={0}>{placeholder}</option>
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {countryName(c)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
