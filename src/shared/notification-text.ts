/**
 * Notifications are stored as an event and its parameters and rendered in the reader's language. A parameter
 * is a plain value (a person's name, a count, an ISO day) or a text in several languages (a product's name, a staff
 * announcement), picked in the reader's language with English as the fallback.
 */
export type LangText = { en: string; cn?: string; jp?: string };
export type NotificationParam = string | number | LangText;
export type NotificationParams = Record<string, NotificationParam>;

/** The events a notification can tell; each has a template under `events` in locales/<lang>/notification.json. */
export const NOTIFICATION_EVENTS = [
  'giftReceived',
  'giftSent',
  'giftRedeemed',
  'giftRedeemedByYou',
  'giftTakenBack',
  'giftNotDelivered',
  'giftEmailBounced',
  /** a gift not yet opened: the recipient's reminders and the sender's one notice (decision 0262) */
  'giftUnopenedReminder',
  'giftUnopenedSender',
  'friendRequest',
  'friendAccepted',
  'friendDeclined',
  'voucherExpired',
  'voucherExpiring',
  /** a voucher's unused value moved to uDollar at expiry by its market's rule (decision 0262) */
  'voucherLapsedUdollar',
  'voucherRedeemed',
  'voucherSpent',
  'orderRefunded',
  'orderRefundedUdollar',
  'announcement',
  'giftThanked',
  'giftDeclined',
  'birthdaySoon',
  'birthdayToday',
  // group gifts (decision 0258)
  'groupGiftInvited',
  'groupGiftChippedIn',
  'groupGiftFunded',
  'groupGiftDelivered',
  'groupGiftRefunded',
  'groupGiftReminder',
  'groupGiftSurplus',
  'groupGiftForYou',
  // bulk gifts (decision 0270): what nobody claimed came back as uDollar
  'bulkGiftReturned',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const isNotificationEvent = (v: string): v is NotificationEvent => (NOTIFICATION_EVENTS as readonly string[]).includes(v);

/** The parameters as plain values in one language. */
export function paramsIn(params: NotificationParams, lang: 'en' | 'cn' | 'jp'): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) out[k] = typeof v === 'object' && v !== null ? v[lang] || v.en : v;
  return out;
}

/** Fills {{name}} slots; a slot without a value is left empty. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => (values[key] === undefined ? '' : String(values[key])));
}

/** The template of an event for a count: `<event>_one` / `<event>_other` when the event has plural forms. */
export function templateOf(templates: Record<string, string>, event: string, count: number | undefined): string | undefined {
  if (count !== undefined) {
    const plural = templates[`${event}_${count === 1 ? 'one' : 'other'}`];
    if (plural) return plural;
  }
  return templates[event];
}
