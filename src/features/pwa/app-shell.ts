import { BASE } from '../../lib/paths.ts';
/**
 * Runs on every app page (not on the no-JS content pages): registers the service worker (sw.js, written by the build)
 * and shows the offline notice while the network is gone.
 */

function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register(`${BASE}/sw.js`, { scope: `${BASE}/` }).catch(() => {
      // Registration fails only in browsers that refuse service workers (private modes): the shop works without it.
    });
  // After the page has loaded, so that precaching the shell does not compete with the first visit.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

function storedLanguage(): 'eng' | 'cn' | 'jp' {
  try {
    const v = localStorage.getItem('I18N_LANGUAGE');
    return v === 'cn' || v === 'jp' ? v : 'eng';
  } catch {
    return 'eng';
  }
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

function watchConnection(): void {
  const notice = document.querySelector<HTMLElement>('[data-offline-notice]');
  if (!notice) return;
  const show = (offline: boolean) => {
    notice.textContent = notice.dataset[storedLanguage()] ?? notice.textContent;
    notice.hidden = !offline;
  };
  const check = () => void serverReachable().then((up) => show(!up));
  window.addEventListener('online', check);
  window.addEventListener('offline', () => show(true));
  if (!navigator.onLine) show(true);
  // after the page has loaded, so the check never competes with the page's own requests
  if (document.readyState === 'complete') check();
  else window.addEventListener('load', check, { once: true });
}

registerServiceWorker();
watchConnection();
