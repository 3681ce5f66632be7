import { lazy, Suspense, useEffect, useState } from 'react';
import { listPopups, markNotShowAgain } from './frontend-api.ts';
import { $authUser, $country } from '../../lib/session-store.ts';
import type { Linkage } from '../catalogue/catalogue-types.ts';
import { useMarket } from '../catalogue/market.ts';
import { POPUPS_SEEN_KEY } from './popups-seen.ts';

const PopupQueue = lazy(() => import('./PopupQueue.tsx'));

const GUEST_HIDDEN_KEY = 'ugift.popupsHidden';

function guestHidden(): number[] {
  try {
    const v = JSON.parse(localStorage.getItem(GUEST_HIDDEN_KEY) ?? '[]');
    return Array.isArray(v) ? v.map(Number) : [];
  } catch {
    return [];
  }
}

/**
 * The home popups, one after another (the next after the previous is dismissed): choose country (only while none is
 * stored; the choice is stored), video, and promo with Go and Don't Show Again. Requested with the member when there
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
        const list = popups.filter((p) => !hidden.includes(p.id)).filter((p) => p.popup_type !== 'country' || !$country.get());
        if (list.length === 0) sessionStorage.setItem(POPUPS_SEEN_KEY, '1');
        setQueue(list);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const current = queue[0] ?? null;
  const next = () =>
    setQueue((q) => {
      const rest = q.slice(1);
      if (rest.length === 0) sessionStorage.setItem(POPUPS_SEEN_KEY, '1');
      return rest;
    });
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
