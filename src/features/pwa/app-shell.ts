/**
 * Runs on every app page (not on the no-JS content pages): registers the service worker (sw.js, written by the build)
 * and shows the offline notice while the network is gone.
 */
const BASE = '/UgiftWeb';

function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(`${BASE}/sw.js`, { scope: `${BASE}/` }).catch(() => {
    // Registration fails only in browsers that refuse service workers (private modes): the shop works without it.
  });
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
