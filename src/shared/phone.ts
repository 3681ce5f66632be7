/** Phone numbers travel as the prefix plus the number; the server keys members by E.164 (+ and digits). */
export function toE164(prefixAndNumber: string): string {
  return `+${prefixAndNumber.replace(/\D/g, '')}`;
}

export function joinPhone(prefix: string, number: string): string {
  return toE164(`${prefix.replace(/\D/g, '')}${number.replace(/\D/g, '').replace(/^0+/, '')}`);
}
