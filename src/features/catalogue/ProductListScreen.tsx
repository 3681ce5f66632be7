import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { pickLang } from '../../shared/i18n-pick.ts';
import type { ProductSort } from '../../shared/api/schemas/catalogue.ts';
import { listTaxa } from './catalogue-api.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/catalogue.ts';
import { href, queryParam } from '../../lib/paths.ts';
import TopBar from '../../components/ui/TopBar.tsx';
import SnapshotStandIn from '../../components/ui/SnapshotStandIn.tsx';
import FilterDialog from './FilterDialog.tsx';
import ProductCard from '../../components/shop/ProductCard.tsx';
import SearchBox from './SearchBox.tsx';
import SortDialog from './SortDialog.tsx';
import { activeFilterCount, initialFilters, listPayload, resetFilters, SORTS, type ListFilters, type ListSource } from './list-filters.ts';
import { countryField, useMarket } from '../../lib/market.ts';
import { useApi } from '../../lib/use-api.ts';
import { useProductPages } from './use-product-pages.ts';
import './catalogue.css';

function readSource(mode: 'products' | 'search'): ListSource | null {
  if (mode === 'search') return { kind: 'search', q: queryParam('q'), popular: queryParam('filter') === 'popular' };
  const id = Number(queryParam('id'));
  const type = queryParam('type');
  if (!Number.isInteger(id) || id <= 0) return null;
  return { kind: type === 'list_brand' ? 'list_brand' : 'list_category', id };
}

/**
 * /products?id=&type= and /product-search?q= | ?filter=popular: the product list with sort, filter, Reset and paging.
 * `children`: the build-time snapshot of category lists (CategoryProductsSnapshot), shown in place of the skeleton
 * until this page's first live answer, where the page's first-paint hints revealed the URL's list (decision 0226).
 */
export default function ProductListScreen({ mode, children }: { mode: 'products' | 'search'; children?: ReactNode }) {
  const { t } = useT('catalogue');
  const { t: tc } = useT('common');
  const { country, currency, language, lang } = useMarket();
  // undefined until the URL has been read (after hydration: the prerendered HTML shows the skeleton); null when it names no list
  const [source, setSource] = useState<ListSource | null | undefined>(undefined);
  const [filters, setFilters] = useState<ListFilters>(initialFilters());
  const [sortOpen, setSortOpen] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);

  useEffect(() => {
    const s = readSource(mode);
    setSource(s);
    if (s?.kind === 'search' && s.popular) setFilters(initialFilters('POPULAR'));
  }, [mode]);

  // the list's title: the category's or brand's name
  const taxon = useApi(
    async () => {
      if (!source || source.kind === 'search') return null;
      const taxa = await listTaxa(source.kind, { ...countryField(), language });
      return taxa.find((x) => x.id === source.id) ?? null;
    },
    [JSON.stringify(source), country, language],
    source != null && source.kind !== 'search',
  );

  // Price bands are labelled and applied in the currency of the catalogue being listed, which the list's
  // own answer tells; the stored market currency only until the first page arrives.
  const [listCurrency, setListCurrency] = useState('');
  const bandCurrency = listCurrency || currency;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of market must rebuild the payload, which reads the market through countryField()
  const payload = useMemo(
    () => (source ? { ...listPayload(source, filters, bandCurrency, language), ...countryField() } : {}),
    [source, filters, bandCurrency, language, country],
  );
  const pages = useProductPages(payload, source != null);
  const loading = source === undefined || pages.loading;
  const firstCurrency = pages.items[0]?.currency_code ?? '';
  useEffect(() => {
    if (firstCurrency) setListCurrency(firstCurrency);
  }, [firstCurrency]);

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) pages.loadMore();
      },
      { rootMargin: '300px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [pages.loadMore]);

  const search = (q: string) => {
    const url = href('product-search', { q });
    window.history.replaceState(null, '', url);
    setSource({ kind: 'search', q, popular: false });
  };

  const sortLabel = t((SORTS.find((s) => s.value === filters.sort)?.label ?? 'sort.ASC') as 'sort.ASC');
  const filterCount = activeFilterCount(filters);
  const title =
    source?.kind === 'search'
      ? source.popular && !source.q
        ? t('list.popular')
        : t('list.search')
      : taxon.data
        ? pickLang(taxon.data.multiple_languages, lang, 'name')
        : t('list.products');

  return (
    <>
      <TopBar className="topbar--one-line" title={title} back={mode === 'search' ? 'home' : 'categories'}>
        {mode === 'search' ? (
          <>
            <h1 className="visually-hidden">{title}</h1>
            <SearchBox
              key={source?.kind === 'search' ? source.q : ''}
              initial={source?.kind === 'search' ? source.q : ''}
              onSearch={search}
              className="search-box--topbar"
            />
          </>
        ) : undefined}
      </TopBar>
      <div className="list-toolbar" role="toolbar" aria-label={t('list.tools')}>
        <button type="button" className="list-toolbar__button" onClick={() => setSortOpen(true)} data-testid="sort-button">
          <Icon name="sort" size={18} />
          <span>{t('sort.button', { label: sortLabel })}</span>
        </button>
        <button type="button" className="list-toolbar__button" onClick={() => setFilterOpen(true)} data-testid="filter-button">
          <Icon name="filter" size={18} />
          <span>{filterCount > 0 ? t('filter.buttonCount', { count: filterCount }) : t('filter.button')}</span>
        </button>
        <button
          type="button"
          className="list-toolbar__button list-toolbar__reset"
          onClick={() => setFilters(resetFilters())}
          data-testid="reset-button"
        >
          {t('filter.reset')}
        </button>
      </div>
      <section className="product-list" aria-busy={loading} aria-label={t('list.results')}>
        {!loading && pages.items.length === 0 && (
          <div role="status">
            <EmptyState
              art="search"
              text={t('list.noResult')}
              testId="no-result"
              action={
                <button type="button" className="ui-button ui-button--primary" onClick={() => setFilters(resetFilters())}>
                  {tc('actions.resetFilters')}
                </button>
              }
            />
          </div>
        )}
        {pages.items.length > 0 && (
          <>
            <p className="product-list__count" role="status">
              {t('list.count', { count: pages.total })}
            </p>
            <ul className="product-rows">
              {pages.items.map((p) => (
                <ProductCard key={p.id} product={p} lang={lang} />
              ))}
            </ul>
          </>
        )}
        <SnapshotStandIn settled={!loading || pages.items.length > 0}>{children}</SnapshotStandIn>
        {loading && (
          <ul className="product-rows list-fallback" aria-hidden="true">
            {Array.from({ length: pages.items.length > 0 ? 2 : 6 }, (_, i) => (
              <li key={i} className="product-row card product-row--skeleton">
                <span className="skeleton product-row__image" />
                <span className="product-row__body">
                  <span className="skeleton skeleton--line" />
                  <span className="skeleton skeleton--short" />
                </span>
              </li>
            ))}
          </ul>
        )}
        <div ref={sentinel} className="product-list__sentinel" />
        {!loading && !pages.done && pages.items.length > 0 && (
          <button type="button" className="ui-button ui-button--secondary ui-button--block" onClick={pages.loadMore}>
            {t('list.more')}
          </button>
        )}
      </section>
      <SortDialog
        open={sortOpen}
        value={filters.sort}
        onChoose={(sort: ProductSort) => setFilters((f) => ({ ...f, sort }))}
        onClose={() => setSortOpen(false)}
      />
      {source && (
        <FilterDialog
          open={filterOpen}
          filters={filters}
          source={source}
          currency={bandCurrency}
          lang={lang}
          onChange={setFilters}
          onReset={() => setFilters(resetFilters())}
          onClose={() => setFilterOpen(false)}
        />
      )}
    </>
  );
}
