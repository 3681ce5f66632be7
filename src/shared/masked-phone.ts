/**
 * How a member is named to others: their name, or for a member without one their phone number masked to the country
 * prefix and the last four digits ("+65 •••• 4567"), never the member number (the gifting issue asks the same).
 */
export function maskedPhone(prefix: string | null | undefined, number: string | null | undefined): string {
  const digits = (number ?? '').replace(/\D/g, '');
  if (digits.length < 4) return '';
  return `${(prefix ?? '').trim()} •••• ${digits.slice(-4)}`.trim();
}

/** A member's name as others see it: the name, else the masked phone. */
export function memberLabel(m: { name?: string | null; phone_prefix?: string | null; phone_number?: string | null }): string {
  return (m.name ?? '').trim() || maskedPhone(m.phone_prefix, m.phone_number);
}
