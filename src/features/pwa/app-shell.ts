/**
 * Runs on every app page (not on the no-JS content pages): registers the service worker (sw.js, written by the build)
 * and shows the offline notice while the network is gone.
 */
const BASE = '/UgiftWeb';

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

function watchConnection(): void {
  const notice = document.querySelector<HTMLElement>('[data-offline-notice]');
  if (!notice) return;
  const update = () => {
    notice.textContent = notice.dataset[storedLanguage()] ?? notice.textContent;
    notice.hidden = navigator.onLine;
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}

registerServiceWorker();
watchConnection();
