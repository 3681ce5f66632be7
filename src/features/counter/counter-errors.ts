import type { TFunction, TranslationKey } from '../../lib/i18n-keys.ts';
import { ApiCallError } from './counter-api.ts';

/**
 * Words the counter shows later (a notice at sign-in, a result, a field's error): made when shown, in the counter's
 * language then, so a language switch re-words what is already on the screen (decision 0239).
 */
export type Notice = (t: TFunction<'counter'>, locale?: string) => string;

/** The server's refusal reasons the counter words itself; any other refusal shows the server's (English) message. */
const REASONS: Record<string, TranslationKey<'counter'>> = {
  unknown_code: 'errors.unknown_code',
  voucher_used: 'errors.voucher_used',
  voucher_expired: 'errors.voucher_expired',
  voucher_in_gift: 'errors.voucher_in_gift',
  voucher_void: 'errors.voucher_void',
  voucher_other_outlet: 'errors.voucher_other_outlet',
  sign_in_failed: 'signIn.failed',
  account_locked: 'signIn.locked',
};

/** What to tell the staff member about a failed call, in the counter's language where the reason is known. */
export function refusalText(error: unknown, fallback: TranslationKey<'counter'>, outlet = ''): Notice {
  if (error instanceof ApiCallError) {
    const known = error.reason ? REASONS[error.reason] : undefined;
    if (known) return (t) => t(known, { outlet });
    if (error.status === 0) return (t) => t('errors.offline');
    if (error.status === 429) return (t) => t('errors.rate_limited');
    const message = error.message.replace(/^amount: /, '');
    return () => message;
  }
  return (t) => t(fallback);
}
