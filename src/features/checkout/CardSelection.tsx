import { useEffect, useState } from 'react';
import { useErrorText } from '../../lib/use-error-text.ts';
import { listGiftcardGroups } from '../giftcard/giftcard-api.ts';
import type { GiftcardGroup } from '../../shared/api/catalogue-types.ts';
import { useStore } from '@nanostores/react';
import { Button } from '../../components/ui/Button.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { loadBasket } from '../basket/basket-api.ts';
import { saveCardToBasket } from './checkout-api.ts';
import { $language, apiLangKey, useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/checkout.ts';
import { href } from '../../lib/paths.ts';
import { useRequireMember } from '../../lib/route-guard.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import TopBar from '../../components/ui/TopBar.tsx';
import Stepper from './Stepper.tsx';
import './checkout.css';

type Group = GiftcardGroup;

/** Step 1 of 3: card designs grouped by category (editable ones badged); Next Step customises or confirms; Skip. */
export default function CardSelection() {
  const user = useRequireMember();
  const { t } = useT('checkout');
  const errorText = useErrorText();
  const lang = apiLangKey(useStore($language));
  const { alert, dialog } = useAlert();
  const [groups, setGroups] = useState<Group[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) return;
    // the design already on this basket is the one chosen; nothing else is remembered (decision 0242)
    loadBasket()
      .then((b) => {
        const onBasket = Number(b.giftcard_id);
        if (onBasket > 0) setChosen((c) => c ?? onBasket);
      })
      .catch(() => {});
    listGiftcardGroups({ limit: 100 })
      .then(setGroups)
      .catch(() => setGroups([]));
  }, [user]);

  const design = groups?.flatMap((g) => g.giftcards).find((d) => d.id === chosen);
  const next = async () => {
    if (!design) return;
    if (design.is_editable === 'Yes') {
      window.location.assign(href('checkout-cardcustomization', { id: design.id }));
      return;
    }
    setBusy(true);
    try {
      await saveCardToBasket(String(design.id));
      window.location.assign(href('checkout-order'));
    } catch (e) {
      setBusy(false);
      alert(t('errors.cart'), errorText(e));
    }
  };

  return (
    <>
      <TopBar title={t('selection.title')} back="checkout-confirmation" />
      <div className="checkout">
        <Stepper current="selection" />
        {groups === null ? (
          <div className="skeleton" style={{ height: 320 }} aria-busy="true" />
        ) : groups.length === 0 ? (
          <p className="empty">{t('selection.empty')}</p>
        ) : (
          groups.map((g) => (
            <section key={g.category_id} className="cards-group" aria-labelledby={`cat-${g.category_id}`}>
              <h2 id={`cat-${g.category_id}`}>{pickLang(g.multiple_languages, lang, 'name') || g.category_name}</h2>
              <ul className="cards-grid">
                {g.giftcards.map((d) => {
                  const name = pickLang(d.multiple_languages, lang, 'name');
                  return (
                    <li key={d.id}>
                      <button
                        type="button"
                        className="card-option"
                        aria-pressed={chosen === d.id}
                        onClick={() => setChosen(d.id)}
                        data-testid={`design-${d.id}`}
                      >
                        <img
                          src={pickLang(d.multiple_languages, lang, 'image_thumbnail') || d.image_thumbnail || d.image}
                          alt=""
                          loading="lazy"
                        />
                        <span className="card-option__name">{name}</span>
                        {chosen === d.id && <span className="card-option__tick">✓ {t('selection.selected')}</span>}
                        {d.is_editable === 'Yes' && <span className="badge">{t('selection.editable')}</span>}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        )}
      </div>
      <div className="checkout__bar">
        <a className="ui-button ui-button--secondary" href={href('checkout-confirmation')} data-testid="skip">
          {t('selection.skip')}
        </a>
        <Button onClick={next} disabled={!design} busy={busy} data-testid="next-step">
          {t('selection.next')}
        </Button>
      </div>
      {dialog}
    </>
  );
}
