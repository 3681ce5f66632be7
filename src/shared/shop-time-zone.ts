/** The shop's one time zone (decision 0238): SHOP_TIME_ZONE, Singapore unless set. Staff read every date in it. */
export const DEFAULT_SHOP_TIME_ZONE = 'Asia/Singapore';

/** An IANA zone name such as "Asia/Tokyo"; anything else is refused (the name is also written into SQL). */
export function shopTimeZone(raw: string | undefined): string {
  const zone = raw?.trim() || DEFAULT_SHOP_TIME_ZONE;
  if (!/^[A-Za-z]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) throw new Error(`SHOP_TIME_ZONE: "${zone}" is not a time zone name`);
  // throws a RangeError for a zone the runtime does not know
  new Intl.DateTimeFormat('en-GB', { timeZone: zone });
  return zone;
}

const wallClock = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .formatToParts(at)
    .reduce<Record<string, number>>((acc, p) => (p.type === 'literal' ? acc : Object.assign(acc, { [p.type]: Number(p.value) })), {});

/** The moment the shop's calendar day that holds `at` ends (the next midnight in the zone): birthdays count in it. */
export function shopDayEnd(at: Date, zone: string = DEFAULT_SHOP_TIME_ZONE): Date {
  const w = wallClock(at, zone);
  const midnightAsUtc = Date.UTC(w.year, w.month - 1, w.day + 1);
  // the zone's offset at that moment: its wall clock read as if it were UTC, minus the moment itself
  const probe = new Date(midnightAsUtc);
  const p = wallClock(probe, zone);
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - probe.getTime();
  return new Date(midnightAsUtc - offset);
}
