import parsePhoneNumberFromString from 'libphonenumber-js/min';

/** Phone numbers travel as the prefix plus the number; the server keys members by E.164 (+ and digits). */
export function toE164(prefixAndNumber: string): string {
  return `+${prefixAndNumber.replace(/\D/g, '')}`;
}

export function joinPhone(prefix: string, number: string): string {
  return toE164(`${prefix.replace(/\D/g, '')}${number.replace(/\D/g, '').replace(/^0+/, '')}`);
}

/**
 * A phone number as people read it (decision 0241): "+65 9888 7766", grouped by libphonenumber-js for its country;
 * what it cannot read is shown as given. Client and server use it, so a number reads alike on every screen and in
 * every message.
 */
export function formatPhone(e164OrDigits: string | null | undefined): string {
  const raw = (e164OrDigits ?? '').trim();
  if (!raw) return '';
  const parsed = parsePhoneNumberFromString(raw.startsWith('+') ? raw : `+${raw.replace(/\D/g, '')}`);
  return parsed?.isPossible() ? parsed.formatInternational() : raw;
}

/** A phone number given as a country prefix and a national number ("65", "98887766"), formatted. */
export function formatPrefixedPhone(prefix: string | null | undefined, number: string | null | undefined): string {
  const digits = (number ?? '').replace(/\D/g, '');
  if (!digits) return '';
  return formatPhone(joinPhone(prefix ?? '', digits));
}
