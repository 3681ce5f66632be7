import { useEffect, useState } from 'react';
import { $authUser, $redirectId, type StoredUser } from './session-store.ts';
import { href } from './paths.ts';

const RETURN_KEY = 'returnTo';
/** Pages a visitor is never sent back to after logging in. */
const NO_RETURN = [
  'login',
  'logout',
  'register',
  'verification',
  'set-password',
  'forgot-password',
  'forgot-password-verification',
  'reset-password',
];

function isShopPage(value: string): boolean {
  if (!value.startsWith(href('')) || value.includes('//') || value.includes('\\')) return false;
  const route = value.slice(href('').length).split(/[?#]/)[0];
  return !NO_RETURN.includes(route);
}

/** Remembers where a visitor was sent away from, so login can bring them back. */
export function rememberOrigin(): void {
  const here = window.location.pathname + window.location.search;
  if (isShopPage(here)) sessionStorage.setItem(RETURN_KEY, here);
}

/** The remembered origin (once), if it is a page of this shop. */
export function takeOrigin(): string | null {
  const value = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return value && isShopPage(value) ? value : null;
}

/**
 * /login?type=redirect&id={share id} (a shared gift link): remembers the share id, so that login, registration
 * and Login Now all finish on /giftcard-share?id= (spec).
 */
export function storeRedirectFromQuery(search: string = window.location.search): void {
  const q = new URLSearchParams(search);
  const id = q.get('id') ?? '';
  if (q.get('type') === 'redirect' && /^[A-Za-z0-9_-]{1,100}$/.test(id)) $redirectId.set(id);
}

/** Where a member goes right after logging in: the shared gift, else the page they came from, else /home. */
export function afterLoginTarget(): string {
  const redirectId = $redirectId.get();
  if (redirectId) {
    $redirectId.set('');
    sessionStorage.removeItem(RETURN_KEY);
    return href('giftcard-share', { id: redirectId });
  }
  return takeOrigin() ?? href('home');
}

/**
 * For /login and /forgot-password (spec: logged-in users are redirected away). Answers true while the visitor is
 * a member and is being sent on, so the screen can render nothing.
 */
export function useRedirectMember(enabled = true): boolean {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (enabled && $authUser.get()) {
      setLeaving(true);
      window.location.replace(afterLoginTarget());
    }
  }, [enabled]);
  return leaving;
}

/**
 * For protected routes (spec document 2, route access): a visitor without a stored user goes to /login,
 * and the page is remembered. Answers the user once known (null while checking or redirecting).
 */
export function useRequireMember(): StoredUser | null {
  const [user, setUser] = useState<StoredUser | null>(null);
  useEffect(() => {
    const current = $authUser.get();
    if (!current) {
      rememberOrigin();
      window.location.replace(href('login'));
      return;
    }
    setUser(current);
    return $authUser.listen((u) => {
      if (!u) window.location.replace(href('login'));
      setUser(u);
    });
  }, []);
  return user;
}
