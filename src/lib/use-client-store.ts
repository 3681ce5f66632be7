import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

/** True once the island has hydrated in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A persisted store's value, but `ssrValue` until the island has hydrated: the prerendered HTML cannot know what the
 * browser stored (member, basket count, country), and the first client render must match it or React throws #418.
 */
export function useClientStore<T>(store: ReadableAtom<T>, ssrValue: T): T {
  const value = useStore(store);
  return useHydrated() ? value : ssrValue;
}
