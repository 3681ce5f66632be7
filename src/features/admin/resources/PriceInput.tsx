import { InputAdornment } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { NumberInput, useGetOne, useRecordContext } from 'react-admin';
import { minorDigits } from '../../../shared/money.ts';
import { money } from '../shop-format.ts';

/** A product's price in major units, with the currency of its country beside it (decision 0238). */
export function PriceInput() {
  const countryId = useWatch({ name: 'country_id' }) as number | undefined;
  const { data: country } = useGetOne<{ id: number; currency_code: string }>('countries', { id: countryId ?? 0 }, { enabled: !!countryId });
  const currency = country?.currency_code ?? '';
  // the price as saved, written as money ("SGD 15.50", not "15.5")
  const saved = useRecordContext<{ id: number; price?: number; currency_code?: string }>();
  const savedText =
    saved?.price !== undefined && saved.currency_code
      ? `Saved: ${money(Math.round(saved.price * 10 ** minorDigits(saved.currency_code)), saved.currency_code)}. `
      : '';
  return (
    <NumberInput
      source="price"
      label="Price"
      step={currency === 'JPY' ? 1 : 0.01}
      min={0}
      helperText={`${savedText}${currency ? `In ${currency}, e.g. ${currency === 'JPY' ? '1280' : '12.50'}` : 'Choose the country first'}`}
      slotProps={{ input: { startAdornment: currency ? <InputAdornment position="start">{currency}</InputAdornment> : undefined } }}
    />
  );
}
