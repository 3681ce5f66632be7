/**
 * Runs `run` once the browser has shown the page's first contentful paint (decision 0226). The paint entry is reported
 * once the frame has been presented (a requestAnimationFrame callback comes too early: it runs before the frame is
 * drawn). A hidden tab paints nothing, so it runs at once; so does a browser without paint timing, after one frame;
 * and a page that has still painted nothing after `maxWaitMs` does not wait longer.
 */
export function afterFirstPaint(run: () => void, maxWaitMs = 2000): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (document.visibilityState === 'hidden') {
    once();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    once();
  }, maxWaitMs);
}
