import { TextInput } from 'react-admin';
import { parseShopDateTime, SHOP_TIME_ZONE, shopDateTime } from '../shop-format.ts';

/**
 * A moment typed in the shop's time zone and the console's one format (decision 0238), instead of the browser's
 * date picker (the browser's locale and zone). What is not a date is sent as typed, and the server names the field.
 */
export function ShopDateTimeInput({ source, label }: { source: string; label: string }) {
  return (
    <TextInput
      source={source}
      label={label}
      helperText={`Date and time in ${SHOP_TIME_ZONE} time, e.g. 28 Nov 2026 09:00 (empty: no limit)`}
      format={(v: string | null | undefined) => (v && !Number.isNaN(Date.parse(v)) ? shopDateTime(v).replace(',', '') : (v ?? ''))}
      // read once the time is typed: a date alone would be rewritten to midnight while staff are still typing
      parse={(v: string) => (v.trim() === '' ? null : /\d:\d{2}\s*$/.test(v) ? (parseShopDateTime(v) ?? v) : v)}
    />
  );
}
