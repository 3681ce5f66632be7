/**
 * Work that must not compete with the page's own first requests: run once the page has loaded (at once when it
 * already has). Answers the cancel.
 */
export function afterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => {};
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/** Runs `task` once the page has loaded and the browser is idle (at most 2 s later). Answers the cancel. */
export function whenIdle(task: () => void): () => void {
  let handle = 0;
  const cancelLoad = afterLoad(() => {
    handle = typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : window.setTimeout(task, 200);
  });
  return () => {
    cancelLoad();
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
    clearTimeout(handle);
  };
}
