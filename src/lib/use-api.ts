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
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller passes the dependencies of its loader (a new loader function every render)
  useEffect(() => {
    if (!enabled) return;
    const id = ++run.current;
    started.current = true;
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
  // The render between enabling and the effect that starts the call is loading too, not an empty answer.
  if (enabled && !started.current) return { ...state, loading: true };
  return state;
}
