import { useHydrated } from '../../lib/use-client-store.ts';
import { useStore } from '@nanostores/react';
import { $authUser } from '../../lib/session-store.ts';

export type Viewer = 'unknown' | 'guest' | 'member';

/**
 * Guest or member, known only after hydration: the prerendered HTML cannot know the stored user, so the first
 * render is 'unknown' (a skeleton) and never mismatches.
 */
export function useViewer(): Viewer {
  const user = useStore($authUser);
  const mounted = useHydrated();
  if (!mounted) return 'unknown';
  return user && Number(user.member_id) > 0 ? 'member' : 'guest';
}
