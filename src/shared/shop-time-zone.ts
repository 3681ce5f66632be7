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
