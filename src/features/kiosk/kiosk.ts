import { logout } from '../account/account-api.ts';
import { $authAPI, $authUser, $basketCount, clearMemberData } from '../../lib/session-store.ts';
import { idleTimer } from './idle-timer.ts';
import { leavesShop } from './leaves-shop.ts';
import { BASE } from '../../lib/paths.ts';

/**
 * Kiosk behaviour on every page of a KIOSK=1 build: after the idle time without a touch (or on "Start over") the
 * member is logged out on the server, the member's local data and the basket badge are cleared and the screen returns
 * to /home. Links that would leave the shop are disabled.
 */
/** What the next shopper keeps: the kiosk's language and market settings. Everything else in storage goes. */
const KEEP = new Set(['I18N_LANGUAGE', 'country', 'currency', 'countryCode']);

const button = document.querySelector<HTMLButtonElement>('[data-kiosk-start-over]');

function language(): 'eng' | 'cn' | 'jp' {
  const own = button?.dataset.pageLang;
  const v = own || localStorage.getItem('I18N_LANGUAGE');
  return v === 'cn' || v === 'jp' ? v : 'eng';
}

let resetting = false;

export async function startOver(): Promise<void> {
  if (resetting) return;
  resetting = true;
  try {
    if ($authUser.get() && $authAPI.get()) await logout();
  } catch {
    // The server may be unreachable; the local session is cleared regardless and the token is dropped below.
  }
  clearMemberData();
  $authAPI.set(null);
  for (const key of Object.keys(localStorage)) if (!KEEP.has(key)) localStorage.removeItem(key);
  sessionStorage.clear();
  window.location.replace(`${BASE}/home`);
}

function disableLeavingLinks(root: ParentNode): void {
  const lang = language();
  for (const a of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (a.dataset.kioskChecked) continue;
    a.dataset.kioskChecked = '1';
    if (a.target && a.target !== '_self') a.removeAttribute('target');
    if (!leavesShop(a.href, window.location.origin, BASE)) continue;
    a.classList.add('kiosk-blocked');
    a.setAttribute('aria-disabled', 'true');
    a.setAttribute('tabindex', '-1');
    a.title = button?.dataset[`blocked${lang[0].toUpperCase()}${lang.slice(1)}`] ?? '';
  }
}

// Links inside islands appear after hydration: check new ones as they come, and refuse the click in any case.
document.addEventListener(
  'click',
  (event) => {
    const a = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (a && leavesShop(a.href, window.location.origin, BASE)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  },
  true,
);
window.open = () => null;
new MutationObserver(() => disableLeavingLinks(document)).observe(document.body, { childList: true, subtree: true });
disableLeavingLinks(document);

if (button) {
  const label = button.querySelector<HTMLElement>('[data-kiosk-label]');
  if (label) label.textContent = button.dataset[language()] ?? label.textContent;
  button.addEventListener('click', () => void startOver());
  const seconds = Number(button.dataset.idleSeconds) || 90;
  const onIdle = () => {
    // Already a fresh home screen: nothing to reset, keep waiting (no reload loop while the kiosk stands idle).
    const fresh = window.location.pathname === `${BASE}/home` && !$authUser.get() && !$basketCount.get();
    if (fresh) idleTimer(window, seconds * 1000, onIdle);
    else void startOver();
  };
  idleTimer(window, seconds * 1000, onIdle);
}
