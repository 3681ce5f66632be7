import { InputAdornment } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { NumberInput, useGetOne } from 'react-admin';

/** A product's price in major units, with the currency of its country beside it (decision 0238). */
export function PriceInput() {
  const countryId = useWatch({ name: 'country_id' }) as number | undefined;
  const { data: country } = useGetOne<{ id: number; currency_code: string }>('countries', { id: countryId ?? 0 }, { enabled: !!countryId });
  const currency = country?.currency_code ?? '';
  return (
    <NumberInput
      source="price"
      label="Price"
      step={currency === 'JPY' ? 1 : 0.01}
      min={0}
      helperText={currency ? `In ${currency}, e.g. ${currency === 'JPY' ? '1280' : '12.50'}` : 'Choose the country first'}
      slotProps={{ input: { startAdornment: currency ? <InputAdornment position="start">{currency}</InputAdornment> : undefined } }}
    />
  );
}
