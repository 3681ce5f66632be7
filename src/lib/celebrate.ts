/**
 * A short burst of confetti on success, skipped for people who prefer reduced motion. Drawn on the page's own canvas
 * without a worker: the Content-Security-Policy allows no blob: workers.
 */
export async function celebrate(): Promise<void> {
  if (typeof window === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '70' });
  document.body.appendChild(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  await fire({ particleCount: 120, spread: 80, origin: { y: 0.35 } });
  fire.reset();
  canvas.remove();
}
