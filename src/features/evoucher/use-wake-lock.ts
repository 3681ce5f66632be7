import { useEffect, useState } from 'react';

interface WakeLockHandle {
  release(): Promise<void>;
  addEventListener(type: 'release', cb: () => void): void;
}
interface WakeLockApi {
  request(type: 'screen'): Promise<WakeLockHandle>;
}

/**
 * Keeps the screen awake while `active` (a code is on screen, so a cashier can scan it), where the browser offers
 * the Screen Wake Lock API. The lock is dropped by the browser when the tab is hidden, so it is taken again when the
 * page becomes visible. Answers whether the lock is held.
 */
export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const api = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (!active || !api) return;
    let lock: WakeLockHandle | null = null;
    let stopped = false;
    const acquire = async () => {
      if (stopped || lock || document.visibilityState !== 'visible') return;
      try {
        const next = await api.request('screen');
        if (stopped) {
          void next.release();
          return;
        }
        lock = next;
        setHeld(true);
        next.addEventListener('release', () => {
          lock = null;
          setHeld(false);
        });
      } catch {
        // not allowed here (battery saver, no user activation, permissions policy): the screen just behaves as usual
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (lock) void lock.release().catch(() => {});
      lock = null;
      setHeld(false);
    };
  }, [active]);
  return held;
}
