import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (ms since epoch), ticking once a second; 0 when passed. */
export function useCountdown(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only when the end time changes; left() reads it
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
