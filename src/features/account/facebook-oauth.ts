import { href } from '../../lib/paths.ts';

/**
 * Facebook login without the JS SDK (docs/decisions/0011): the browser goes to Facebook's OAuth dialog and comes
 * back to /login with the user access token in the URL fragment; the server then verifies that token with the
 * Graph API. A random state, kept in this tab, ties the answer to the request.
 */
export const FACEBOOK_APP_ID = (import.meta.env.PUBLIC_FACEBOOK_APP_ID as string | undefined) ?? '';
const STATE_KEY = 'fbOauthState';
const DIALOG = 'https://www.facebook.com/v21.0/dialog/oauth';

export function facebookConfigured(): boolean {
  return FACEBOOK_APP_ID !== '';
}

function returnUrl(): string {
  return `${window.location.origin}${href('login')}`;
}

export function startFacebookLogin(): void {
  const state = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(STATE_KEY, state);
  const params = new URLSearchParams({
    client_id: FACEBOOK_APP_ID,
    redirect_uri: returnUrl(),
    response_type: 'token',
    scope: 'public_profile',
    state,
  });
  window.location.assign(`${DIALOG}?${params}`);
}

export type FacebookReturn =
  | { kind: 'token'; accessToken: string }
  | { kind: 'cancelled' }
  | { kind: 'mismatch' }
  | { kind: 'error'; message: string }
  | null;

/** Reads (once) what Facebook sent back in the fragment of /login, and removes it from the address bar. */
export function takeFacebookReturn(): FacebookReturn {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(window.location.search);
  const token = fragment.get('access_token');
  const error = fragment.get('error') ?? query.get('error');
  if (!token && !error) return null;
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  const state = fragment.get('state') ?? query.get('state');
  window.history.replaceState(null, '', href('login'));
  if (error === 'access_denied') return { kind: 'cancelled' };
  if (error) return { kind: 'error', message: fragment.get('error_description') ?? query.get('error_description') ?? error };
  if (!expected || state !== expected) return { kind: 'mismatch' };
  return { kind: 'token', accessToken: token! };
}
