import { useEffect, useState } from 'react';
import { $authUser, type StoredUser } from './session-store.ts';
import { href } from './paths.ts';

const RETURN_KEY = 'returnTo';

/** Remembers where a visitor was sent away from, so login can bring them back. */
export function rememberOrigin(): void {
  sessionStorage.setItem(RETURN_KEY, window.location.pathname + window.location.search);
}

/** The remembered origin (once), if it is a page of this shop. */
export function takeOrigin(): string | null {
  const value = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return value && value.startsWith(href('')) && !value.includes('//') ? value : null;
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
