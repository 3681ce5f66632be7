import { useEffect, useState } from 'react';
import { pickLang } from '../../shared/i18n-pick.ts';
import { callApi } from '../../lib/api-client.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/home.ts';
import { $authUser, $country } from '../../lib/session-store.ts';
import LazyImage from '../catalogue/LazyImage.tsx';
import type { Linkage } from '../catalogue/catalogue-types.ts';
import { countryField, useMarket } from '../catalogue/market.ts';
import CountryDialog from './CountryDialog.tsx';
import { linkTarget } from './linkage.ts';
import VideoDialog from './VideoDialog.tsx';

/** Once the queue has been shown in a browser session it is not shown again in that session. */
export const POPUPS_SEEN_KEY = 'ugift.popups';
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
  const { t } = useT('home');
  const { t: tc } = useT('common');
  const { lang } = useMarket();
  const [queue, setQueue] = useState<Linkage[]>([]);

  useEffect(() => {
    if (sessionStorage.getItem(POPUPS_SEEN_KEY)) return;
    let live = true;
    callApi('frontend', 'list_popup', { order_by: 'ASC', ...countryField() }).then((answer) => {
      if (!live) return;
      const hidden = $authUser.get() ? [] : guestHidden();
      const list = ((answer.table as Linkage[]) ?? [])
        .filter((p) => !hidden.includes(p.id))
        .filter((p) => p.popup_type !== 'country' || !$country.get());
      if (list.length === 0) sessionStorage.setItem(POPUPS_SEEN_KEY, '1');
      setQueue(list);
    }, () => undefined);
    return () => { live = false; };
  }, []);

  const current = queue[0] ?? null;
  const next = () => setQueue((q) => {
    const rest = q.slice(1);
    if (rest.length === 0) sessionStorage.setItem(POPUPS_SEEN_KEY, '1');
    return rest;
  });
  const dontShowAgain = async (p: Linkage) => {
    if ($authUser.get()) await callApi('frontend', 'mark_not_show_again', { popup_id: p.id }).catch(() => undefined);
    else localStorage.setItem(GUEST_HIDDEN_KEY, JSON.stringify([...new Set([...guestHidden(), p.id])]));
    next();
  };
  if (!current) return null;
  const title = pickLang(current.multiple_languages, lang, 'name') || current.linkage_info.name;
  const text = pickLang(current.multiple_languages, lang, 'description') || current.linkage_info.description;
  const target = linkTarget(current);

  if (current.popup_type === 'country') return <CountryDialog key={current.id} open title={title} text={text} onClose={next} />;
  if (current.popup_type === 'video' && target.kind === 'video') return <VideoDialog key={current.id} url={target.url} title={title} image={current.image} onClose={next} />;
  const goTo = () => {
    sessionStorage.setItem(POPUPS_SEEN_KEY, '1');
    if (target.kind === 'page') window.location.assign(target.url);
    else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
    next();
  };
  return (
    <Dialog
      key={current.id}
      open
      title={title}
      onClose={next}
      className="promo-popup"
      actions={<>
        <Button variant="ghost" onClick={() => void dontShowAgain(current)} data-testid="popup-dont-show">{t('popup.dontShow')}</Button>
        <Button variant="secondary" onClick={next}>{tc('actions.close')}</Button>
        {target.kind !== 'none' && target.kind !== 'video' && <Button onClick={goTo} data-testid="popup-go">{t('popup.go')}</Button>}
      </>}
    >
      <LazyImage src={current.image} alt="" className="promo-popup__image" />
      {text && <p>{text}</p>}
    </Dialog>
  );
}
