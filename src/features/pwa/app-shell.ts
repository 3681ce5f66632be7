import { afterLoad } from '../../lib/after-load.ts';
import { BASE } from '../../lib/paths.ts';
/**
 * What every app page does besides its own island (not the no-JS content pages): registers the service worker
 * (sw.js, written by the build) and watches whether the shop's server can be reached. OfflineNotice.tsx calls both
 * once it has hydrated, after the first paint.
 */

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register(`${BASE}/sw.js`, { scope: `${BASE}/` }).catch(() => {
      // Registration fails only in browsers that refuse service workers (private modes): the shop works without it.
    });
  // After the page has loaded, so that precaching the shell does not compete with the first visit.
  afterLoad(() => void register());
}

/**
 * Whether the shop's server answers. navigator.onLine says true whenever a network interface is up (Chromium keeps
 * saying so for a page the service worker served from its cache), so it is confirmed by the health check, which the
 * service worker never answers from a cache.
 */
async function serverReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const res = await fetch(`${BASE}/healthz`, { cache: 'no-store', signal: AbortSignal.timeout(5000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Calls `onChange(offline)` whenever the connection to the server is lost or back; returns the unsubscribe. */
export function watchConnection(onChange: (offline: boolean) => void): () => void {
  const check = () => void serverReachable().then((up) => onChange(!up));
  const offline = () => onChange(true);
  window.addEventListener('online', check);
  window.addEventListener('offline', offline);
  if (!navigator.onLine) onChange(true);
  // after the page has loaded, so the check never competes with the page's own requests
  const cancelCheck = afterLoad(check);
  return () => {
    window.removeEventListener('online', check);
    window.removeEventListener('offline', offline);
    cancelCheck();
  };
}
