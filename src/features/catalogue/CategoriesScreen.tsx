import { useRef, useState, type KeyboardEvent } from 'react';
import { pickLang } from '../../shared/i18n-pick.ts';
import { listTaxa } from './catalogue-api.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/catalogue.ts';
import { go, href } from '../../lib/paths.ts';
import TopBar from '../../components/ui/TopBar.tsx';
import SafeImage from '../../components/ui/SafeImage.tsx';
import SearchBox from './SearchBox.tsx';
import { countryField, useMarket } from '../../lib/market.ts';
import { useApi } from '../../lib/use-api.ts';
import './catalogue.css';
import { $isMember } from '../../lib/session-store.ts';
import { useHydrated } from '../../lib/use-client-store.ts';
import { useStore } from '@nanostores/react';
import { liveOrSnapshot, snapshotUsable, type HomeSnapshot } from '../../snapshot/home-snapshot.ts';

/** The part of the build-time snapshot /categories renders: its first tab in A to Z order (pages/categories.astro). */
export type CategoriesSnapshot = Pick<HomeSnapshot, 'country_id' | 'allCategories'>;

type Tab = 'list_category' | 'list_brand';
const TABS: Tab[] = ['list_category', 'list_brand'];
/** The tiles in the first screen: loaded at once, the first one first (the largest paint is one of them). */
const FIRST_ROW = 9;

/**
 * /categories: tabs Categories and Brands, A to Z / Z to A, and a search box that goes to the product search. The
 * prerendered page shows the snapshot's categories (A to Z); the live answer replaces them after hydration.
 */
export default function CategoriesScreen({ snapshot = null }: { snapshot?: CategoriesSnapshot | null }) {
  const { t } = useT('catalogue');
  const { country, language, lang: marketLang } = useMarket();
  const [tab, setTab] = useState<Tab>('list_category');
  const [order, setOrder] = useState<'ASC' | 'DESC'>('ASC');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const hydrated = useHydrated();
  // English until hydrated, like useT: the first render must match the prerendered snapshot
  const lang = hydrated ? marketLang : 'en';
  const member = useStore($isMember);
  const usable = tab === 'list_category' && order === 'ASC' && snapshotUsable(snapshot, { hydrated, member, country });
  const list = liveOrSnapshot(
    useApi(() => listTaxa(tab, { order_by: order, language, ...countryField() }), [tab, order, country, language]),
    snapshot?.allCategories,
    usable,
  );

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = (i + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setTab(TABS[next]);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <TopBar className="topbar--one-line" title={t('categories.title')} back="home" />
      <div className="page-pad categories">
        <SearchBox onSearch={(q) => go('product-search', { q })} />
        <div className="categories__bar">
          <div role="tablist" aria-label={t('categories.title')} className="seg-tabs">
            {TABS.map((k, i) => (
              <button
                key={k}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`tab-${k}`}
                aria-selected={tab === k}
                aria-controls="taxon-panel"
                tabIndex={tab === k ? 0 : -1}
                className="seg-tabs__tab"
                onClick={() => setTab(k)}
                onKeyDown={(e) => onTabKey(e, i)}
              >
                {k === 'list_category' ? t('categories.categories') : t('categories.brands')}
              </button>
            ))}
          </div>
          <label className="sort-select">
            <span className="visually-hidden">{t('categories.order')}</span>
            <select value={order} onChange={(e) => setOrder(e.target.value as 'ASC' | 'DESC')} data-testid="az-order">
              <option value="ASC">{t('sort.ASC')}</option>
              <option value="DESC">{t('sort.DESC')}</option>
            </select>
          </label>
        </div>
        <div id="taxon-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} aria-busy={list.loading}>
          {list.loading && !list.data && (
            <ul className="taxon-grid" aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i} className="taxon-tile skeleton" />
              ))}
            </ul>
          )}
          {list.data && list.data.length === 0 && <p className="empty">{t('list.noResult')}</p>}
          {list.data && list.data.length > 0 && (
            <ul className="taxon-grid">
              {list.data.map((x, i) => (
                <li key={x.id}>
                  <a
                    className="taxon-tile"
                    href={href('products', { id: x.id, type: tab })}
                    style={{ ['--tile' as string]: x.colour_code }}
                    data-testid="taxon-tile"
                    data-stale={list.stale || undefined}
                  >
                    <SafeImage
                      src={x.image}
                      alt=""
                      className="taxon-tile__image"
                      width={72}
                      height={72}
                      {...(i < FIRST_ROW ? { loading: 'eager', fetchPriority: i === 0 ? 'high' : 'auto' } : {})}
                    />
                    <span className="taxon-tile__name">{pickLang(x.multiple_languages, lang, 'name')}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}
