/** A datetime-local field's value (the reader's own time zone) and the API's unix seconds. */
const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DDTHH:mm in local time, the value a datetime-local input takes. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The first suggestion: an hour from now, on the next quarter hour. */
export function defaultDeliverAt(now = new Date()): string {
  const d = new Date(now.getTime() + 60 * 60_000);
  d.setMinutes(Math.ceil(d.getMinutes() / 15) * 15, 0, 0);
  return toLocalInput(d);
}

const YEAR_MS = 365 * 86_400_000;

/** The field's value as unix seconds, or null when it is empty, unreadable, past, or more than a year ahead. */
export function deliverAtSeconds(value: string, now = new Date()): number | null {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value)) return null;
  const at = new Date(value).getTime();
  if (Number.isNaN(at) || at < now.getTime() - 60_000 || at > now.getTime() + YEAR_MS) return null;
  return Math.floor(at / 1000);
}

/** The bounds of the field: from now to a year ahead. */
export function deliverAtBounds(now = new Date()): { min: string; max: string } {
  return { min: toLocalInput(now), max: toLocalInput(new Date(now.getTime() + YEAR_MS)) };
}

/**
 * The device's time zone as a reader can check it against their clock: "GMT+9", "GMT+8", "GMT" (decision 0241: a gift's
 * time is shown and picked in the shopper's own zone, and says which).
 */
export function deviceZoneLabel(at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    if (part?.value) return part.value;
  } catch {
    // an engine without shortOffset: the offset worked out below
  }
  const minutes = -at.getTimezoneOffset();
  if (minutes === 0) return 'GMT';
  const h = Math.trunc(Math.abs(minutes) / 60);
  const m = Math.abs(minutes) % 60;
  return `GMT${minutes > 0 ? '+' : '-'}${h}${m ? `:${pad(m)}` : ''}`;
}
