import { useHydrated } from './use-client-store.ts';
import { useStore } from '@nanostores/react';
import { $authUser, type StoredUser } from './session-store.ts';

export type SessionState = { kind: 'unknown' } | { kind: 'guest' } | { kind: 'member'; user: StoredUser };

/**
 * Who is using the page, known only after hydration: the prerendered HTML (and so the first client render) cannot
 * know the stored user, so it shows 'unknown' (a skeleton) and never mismatches.
 */
export function useSessionState(): SessionState {
  const user = useStore($authUser);
  const mounted = useHydrated();
  if (!mounted) return { kind: 'unknown' };
  return user && Number(user.member_id) > 0 ? { kind: 'member', user } : { kind: 'guest' };
}

/** True once the island runs in the browser (for values that only the browser knows, such as stored counts). */
export function useMounted(): boolean {
  return useHydrated();
}
