import { useCallback, useEffect, useRef, useState } from 'react';
import { listProducts } from './catalogue-api.ts';
import type { ProductSummary } from '../../shared/api/catalogue-types.ts';
import { adoptCountry } from '../../lib/market.ts';

export const PAGE_SIZE = 20;

interface Pages {
  /** the payload these pages answer */
  key: string;
  items: ProductSummary[];
  total: number;
  loading: boolean;
  done: boolean;
  failed: boolean;
}

/**
 * Whether the next page may be asked for: never while disabled or before the first page of the current payload was
 * asked for. The list's sentinel is seen by its observer at once, and while hydrating that can run before the screen
 * has read its URL (the search page then asked for a page of the whole catalogue, with no keywords).
 */
export function mayLoadMore(pages: Pick<Pages, 'key' | 'done' | 'loading'>, at: { enabled: boolean; key: string; busy: boolean }): boolean {
  return at.enabled && pages.key === at.key && !at.busy && !pages.done && !pages.loading;
}

/**
 * Pages of list_product for a payload: the first page whenever the payload changes (every filter, sort or keyword
 * change refetches), then the next page on loadMore(). Answers that arrive for an outdated payload are dropped.
 */
export function useProductPages(payload: Record<string, unknown>, enabled = true) {
  const key = JSON.stringify(payload);
  const [pages, setPages] = useState<Pages>({ key, items: [], total: 0, loading: enabled, done: false, failed: false });
  const generation = useRef(0);
  const busy = useRef(false);

  const fetchPage = useCallback(
    async (offset: number, gen: number) => {
      busy.current = true;
      try {
        const answer = await listProducts({
          ...(JSON.parse(key) as Record<string, string>),
          limit: PAGE_SIZE,
          offset,
        });
        if (gen !== generation.current) return;
        adoptCountry(answer);
        const table = answer.table;
        const total = Number(answer.total ?? 0);
        setPages((p) => {
          const items = offset === 0 ? table : [...p.items, ...table];
          return { key, items, total, loading: false, done: items.length >= total || table.length < PAGE_SIZE, failed: false };
        });
      } catch {
        if (gen === generation.current) setPages((p) => ({ ...p, key, loading: false, failed: true, done: true }));
      } finally {
        if (gen === generation.current) busy.current = false;
      }
    },
    [key],
  );

  useEffect(() => {
    if (!enabled) return;
    const gen = ++generation.current;
    setPages({ key, items: [], total: 0, loading: true, done: false, failed: false });
    void fetchPage(0, gen);
  }, [fetchPage, enabled, key]);

  const latest = useRef({ pages, enabled, key });
  latest.current = { pages, enabled, key };
  const loadMore = useCallback(() => {
    const { pages: p, enabled: on, key: current } = latest.current;
    if (!mayLoadMore(p, { enabled: on, key: current, busy: busy.current })) return;
    setPages({ ...p, loading: true });
    void fetchPage(p.items.length, generation.current);
  }, [fetchPage]);

  // A render between a payload change (or enabling) and the effect that asks for it is loading too, not an empty list.
  if (enabled && pages.key !== key) return { ...pages, items: [], total: 0, loading: true, done: false, failed: false, loadMore };
  return { ...pages, loadMore };
}
