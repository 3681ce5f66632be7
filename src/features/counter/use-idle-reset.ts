import { useEffect, useRef } from 'react';

/** Touch, pointer, key and scroll events count as activity at the counter. */
const ACTIVITY = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'input'] as const;

/**
 * The counter's idle time in seconds, baked in at build time (PUBLIC_COUNTER_IDLE_SECONDS; `npm run kiosk --
 * --counter` sets it from KIOSK_IDLE_SECONDS). Default 300.
 */
export const IDLE_SECONDS = Math.max(5, Number(import.meta.env.PUBLIC_COUNTER_IDLE_SECONDS) || 300);

/**
 * Calls onIdle after `seconds` without any activity on the page while `active`; every activity starts the wait again.
 * The latest onIdle is called (no need to memoise it).
 */
export function useIdleReset(active: boolean, seconds: number, onIdle: () => void): void {
  const callback = useRef(onIdle);
  callback.current = onIdle;
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => callback.current(), seconds * 1000);
    };
    for (const type of ACTIVITY) window.addEventListener(type, arm, { capture: true, passive: true });
    arm();
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, arm, { capture: true });
    };
  }, [active, seconds]);
}
