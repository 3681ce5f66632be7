import { href } from '../../lib/paths.ts';

/** The registration link that carries a referral code. */
export function registrationLink(code: string): string {
  return new URL(href('register', { referral_code: code }), window.location.origin).toString();
}

/** Copies text to the clipboard; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}
