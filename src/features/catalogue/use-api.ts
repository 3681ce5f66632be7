import { useEffect, useRef, useState } from 'react';

export interface ApiState<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
}

/**
 * Runs loader whenever a dependency changes and keeps the latest answer. Failures are silent for catalogue lists
 * (spec: home and catalogue list calls fail without a message): the caller shows its empty state.
 */
export function useApi<T>(loader: () => Promise<T>, deps: unknown[], enabled = true): ApiState<T> {
  const [state, setState] = useState<ApiState<T>>({ data: null, loading: enabled, failed: false });
  const run = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller passes the dependencies of its loader (a new loader function every render)
  useEffect(() => {
    if (!enabled) return;
    const id = ++run.current;
    setState((s) => ({ ...s, loading: true, failed: false }));
    loader().then(
      (data) => {
        if (id === run.current) setState({ data, loading: false, failed: false });
      },
      () => {
        if (id === run.current) setState({ data: null, loading: false, failed: true });
      },
    );
  }, [...deps, enabled]);
  return state;
}
