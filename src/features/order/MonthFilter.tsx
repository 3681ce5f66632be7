import { useId } from 'react';
import type { TimeFilter } from './order-types.ts';

export const monthKey = (f: { month: number; year: number }) => `${f.year}-${f.month}`;

/**
 * The month/year dropdown of an order list (list_filter_time), labelled for screen readers. `options` null: the months
 * are being read; the dropdown is shown disabled and empty, so the list below does not move when they arrive.
 */
export function MonthFilter({
  label,
  options,
  value,
  onChange,
  format,
}: {
  label: string;
  options: TimeFilter[] | null;
  value: string;
  onChange: (key: string) => void;
  format: (f: TimeFilter) => string;
}) {
  const id = useId();
  if (options?.length === 0) return null;
  return (
    <div className="month-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={!options} data-testid="month-filter">
        {(options ?? []).map((o) => (
          <option key={monthKey(o)} value={monthKey(o)}>
            {format(o)}
          </option>
        ))}
      </select>
    </div>
  );
}
