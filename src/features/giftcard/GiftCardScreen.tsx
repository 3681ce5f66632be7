import { useState } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import { listGiftcardGroups } from './giftcard-api.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/giftcard.ts';
import { href } from '../../lib/paths.ts';
import SafeImage from '../../components/ui/SafeImage.tsx';
import { countryField, useMarket } from '../../lib/market.ts';
import { useApi } from '../../lib/use-api.ts';
import './giftcard.css';
import { useClientStore, useHydrated } from '../../lib/use-client-store.ts';
import { $isMember } from '../../lib/session-store.ts';
import { type HomeSnapshot, liveOrSnapshot, snapshotUsable } from '../../snapshot/home-snapshot.ts';
import '../../styles/chips.css';

/** The part of the build-time snapshot /gift-card renders (pages/gift-card.astro, decision 0223). */
export type GiftCardsSnapshot = Pick<HomeSnapshot, 'country_id' | 'giftcardGroups'>;
/** The tiles in the first screen: loaded at once, the first one first (the largest paint is one of them). */
const FIRST_ROW = 6;

/**
 * /gift-card: designs grouped by category, chips All plus each category, an icon on editable designs. The
 * prerendered page shows the snapshot's designs; the live answer replaces them after hydration.
 */
export default function GiftCardScreen({ snapshot = null }: { snapshot?: GiftCardsSnapshot | null }) {
  const { t } = useT('giftcard');
  const { country, language, lang: marketLang } = useMarket();
  const hydrated = useHydrated();
  const member = useClientStore($isMember, false);
  // English until hydrated, like useT: the first render must match the prerendered snapshot
  const lang = hydrated ? marketLang : 'en';
  const [chosen, setChosen] = useState<number | 'all'>('all');
  const groups = liveOrSnapshot(
    useApi(() => listGiftcardGroups({ language, ...countryField() }), [country, language]),
    snapshot?.giftcardGroups,
    snapshotUsable(snapshot, { hydrated, member, country }),
  );
  const shown = (groups.data ?? []).filter((g) => chosen === 'all' || g.category_id === chosen);

  return (
    <>
      <header className="topbar">
        <h1>{t('list.title')}</h1>
      </header>
      <div className="giftcards">
        <div className="giftcards__chips" role="group" aria-label={t('list.categories')}>
          <button
            type="button"
            className={`chip${chosen === 'all' ? ' chip--on' : ''}`}
            aria-pressed={chosen === 'all'}
            onClick={() => setChosen('all')}
          >
            {t('list.all')}
          </button>
          {(groups.data ?? []).map((g) => (
            <button
              key={g.category_id}
              type="button"
              className={`chip${chosen === g.category_id ? ' chip--on' : ''}`}
              aria-pressed={chosen === g.category_id}
              onClick={() => setChosen(g.category_id)}
            >
              {pickLang(g.multiple_languages, lang, 'name')}
            </button>
          ))}
        </div>
        {groups.loading && !groups.data && (
          <ul className="giftcard-grid" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="giftcard-tile skeleton" />
            ))}
          </ul>
        )}
        {!groups.loading && shown.length === 0 && <p className="empty">{t('list.empty')}</p>}
        {shown.map((g, gi) => (
          <section
            key={g.category_id}
            className="giftcards__group"
            aria-labelledby={`gc-cat-${g.category_id}`}
            data-stale={groups.stale || undefined}
          >
            <h2 id={`gc-cat-${g.category_id}`}>{pickLang(g.multiple_languages, lang, 'name')}</h2>
            <ul className="giftcard-grid">
              {g.giftcards.map((c, i) => {
                const first = gi === 0 && i < FIRST_ROW;
                const name = pickLang(c.multiple_languages, lang, 'name');
                return (
                  <li key={c.id}>
                    <a className="giftcard-tile" href={href('gift-card-product', { id: c.id })} data-testid="giftcard-tile">
                      <SafeImage
                        src={pickLang(c.multiple_languages, lang, 'image_thumbnail') || c.image_thumbnail}
                        alt=""
                        className="giftcard-tile__image"
                        width={180}
                        height={120}
                        {...(first ? { loading: 'eager', fetchPriority: i === 0 ? 'high' : 'auto' } : {})}
                      />
                      <span className="giftcard-tile__name">{name}</span>
                      {c.is_editable === 'Yes' && (
                        <span className="giftcard-tile__editable" title={t('list.editable')}>
                          <Icon name="edit" size={16} />
                          <span className="visually-hidden">{t('list.editable')}</span>
                        </span>
                      )}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
