import { useEffect, useState } from 'react';

/**
 * False during the prerender and the first client render, true after: values kept in the browser (the member, the
 * basket count) are shown only once mounted, so the first render always matches the prerendered HTML.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
