/** Touch, pointer, key and scroll events count as activity. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/**
 * Calls onIdle once after `ms` without activity on `target`; every activity starts the wait again.
 * Answers a function that stops watching.
 */
export function idleTimer(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  ms: number,
  onIdle: () => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      stop();
      onIdle();
    }, ms);
  };
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, arm, { capture: true } as EventListenerOptions);
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, arm, { capture: true, passive: true });
  arm();
  return stop;
}
