/** Whether a banner or popup is on show at `now`: after its start (if any) and before its end (if any). */
export function onSchedule(row: { starts_at: Date | null; ends_at: Date | null }, now: Date): boolean {
  return (!row.starts_at || row.starts_at <= now) && (!row.ends_at || now < row.ends_at);
}
