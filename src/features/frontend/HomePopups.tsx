import { lazy, Suspense, useEffect, useState } from 'react';
import { listPopups, markNotShowAgain } from './frontend-api.ts';
import { $authUser, $country } from '../../lib/session-store.ts';
import type { Linkage } from '../../shared/api/catalogue-types.ts';
import { useMarket } from '../../lib/market.ts';
import { POPUPS_SEEN_KEY, popupsOfVisit } from './popups-seen.ts';

const PopupQueue = lazy(() => import('./PopupQueue.tsx'));

const GUEST_HIDDEN_KEY = 'ugift.popupsHidden';
/** The popups this browser has been shown, oldest first: each visit shows the one seen longest ago (or never). */
const SHOWN_KEY = 'ugift.popupsShown';

function idsAt(key: string): number[] {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(v) ? v.map(Number) : [];
  } catch {
    return [];
  }
}

const guestHidden = () => idsAt(GUEST_HIDDEN_KEY);

/**
 * The home popups of a visit (popupsOfVisit): choose country (only while none is stored; the choice is stored), then
 * one of video and promo (with Go and Don't Show Again). Requested with the member when there
 * is one, so the server leaves out what the member hid; a guest's "Don't Show Again" is kept in this browser.
 */
export default function HomePopups() {
  const { lang } = useMarket();
  const [queue, setQueue] = useState<Linkage[]>([]);

  useEffect(() => {
    if (sessionStorage.getItem(POPUPS_SEEN_KEY)) return;
    let live = true;
    listPopups().then(
      (popups) => {
        if (!live) return;
        const hidden = $authUser.get() ? [] : guestHidden();
        const eligible = popups.filter((p) => !hidden.includes(p.id)).filter((p) => p.popup_type !== 'country' || !$country.get());
        const list = popupsOfVisit(eligible, idsAt(SHOWN_KEY));
        sessionStorage.setItem(POPUPS_SEEN_KEY, '1');
        const seen = list.filter((p) => p.popup_type !== 'country').map((p) => p.id);
        localStorage.setItem(SHOWN_KEY, JSON.stringify([...idsAt(SHOWN_KEY).filter((id) => !seen.includes(id)), ...seen]));
        setQueue(list);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const current = queue[0] ?? null;
  const next = () => setQueue((q) => q.slice(1));
  const dontShowAgain = async (p: Linkage) => {
    if ($authUser.get()) await markNotShowAgain(p.id).catch(() => undefined);
    else localStorage.setItem(GUEST_HIDDEN_KEY, JSON.stringify([...new Set([...guestHidden(), p.id])]));
    next();
  };
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <PopupQueue current={current} lang={lang} next={next} dontShowAgain={dontShowAgain} />
    </Suspense>
  );
}
