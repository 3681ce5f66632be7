/**
 * Where the app is listed. The real listing URLs are deployment settings (PUBLIC_APP_STORE_URL, PUBLIC_PLAY_STORE_URL);
 * without them the stores' search pages for the app are used.
 */
export const APP_STORE_URL = (import.meta.env.PUBLIC_APP_STORE_URL as string | undefined) || 'https://apps.apple.com/search?term=ugift';
export const PLAY_STORE_URL =
  (import.meta.env.PUBLIC_PLAY_STORE_URL as string | undefined) || 'https://play.google.com/store/search?q=ugift&c=apps';

export type MobilePlatform = 'ios' | 'android' | null;

export function mobilePlatform(userAgent: string): MobilePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

/** The app's custom link for an invitation: it carries the referral code (and the invitation id when there is one). */
export function appInviteLink(referral: string, id: string): string {
  const q = new URLSearchParams({ referral });
  if (id) q.set('id', id);
  return `ugift://Invitation?${q.toString()}`;
}
