import type { ClientDirective } from 'astro';

/**
 * `client:paint`: hydrate once the browser has shown the page's first contentful paint (decision 0226).
 *
 * The island's HTML is already on screen from the static build, so nothing the shopper sees waits for it. Starting
 * the island's scripts only after that paint keeps their downloads and their evaluation out of the way of the first
 * paint and of the largest image. The paint entry is reported once the frame has been presented (a
 * requestAnimationFrame callback comes too early: it runs before the frame is drawn). A hidden tab paints nothing, so
 * it hydrates at once; so does a browser without paint timing, after one frame; and a page that has still painted
 * nothing after two seconds does not wait longer.
 */
const afterPaint: ClientDirective = (load) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    const run = await load();
    await run();
  };
  if (document.visibilityState === 'hidden') {
    void hydrate();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(hydrate, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(hydrate, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    void hydrate();
  }, 2000);
};

export default afterPaint;
