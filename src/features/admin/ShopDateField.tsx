import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { shopDate, shopDateTime } from './shop-format.ts';

/**
 * A date of the record in the shop's time zone and the console's one format (decision 0238). It replaces
 * react-admin's DateField, which writes the browser's zone in its locale ("11/27/2026, 4:13:05 PM").
 */
export function ShopDateField({
  source,
  showTime = false,
  emptyText = '',
}: {
  source: string;
  label?: string;
  showTime?: boolean;
  emptyText?: string;
  sortable?: boolean;
  sortBy?: string;
}) {
  const record = useRecordContext<Record<string, unknown>>();
  const value = record?.[source] as string | null | undefined;
  const text = showTime ? shopDateTime(value) : shopDate(value);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {text || emptyText}
    </Typography>
  );
}
