import { useCallback, useEffect, useRef, useState } from 'react';
import type { WalletItem } from '../../shared/api/schemas/evoucher.ts';
import { listVouchers } from './evoucher-api.ts';

export type ListState = 'loading' | 'ready' | 'error';

export interface VoucherPages {
  state: ListState;
  items: WalletItem[];
  total: number;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The pages of list_evoucher for a query: restarts when the query changes (a late answer to an older query is
 * dropped), and appends the next page on loadMore. Failures are silent (spec): the list just stays as it is.
 */
export function useVoucherPages(query: Parameters<typeof listVouchers>[0] | null): VoucherPages {
  const [state, setState] = useState<ListState>('loading');
  const [items, setItems] = useState<WalletItem[]>([]);
  const [total, setTotal] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);
  const key = query ? JSON.stringify(query) : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query object is compared by value, through its key
  useEffect(() => {
    if (!query) return;
    const mine = ++generation.current;
    setState('loading');
    listVouchers(query)
      .then((page) => {
        if (mine !== generation.current) return;
        setItems(page.items);
        setTotal(page.total);
        setState('ready');
      })
      .catch(() => {
        if (mine === generation.current) setState('error');
      });
    // the query object is compared by value, through its key
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query object is compared by value, through its key
  const loadMore = useCallback(() => {
    if (!query || loadingMore || items.length >= total) return;
    const mine = generation.current;
    setLoadingMore(true);
    listVouchers({ ...query, offset: items.length })
      .then((page) => {
        if (mine === generation.current) setItems((prev) => [...prev, ...page.items.filter((i) => !prev.some((p) => p.id === i.id))]);
      })
      .catch(() => {})
      .finally(() => setLoadingMore(false));
  }, [key, items.length, total, loadingMore]);

  return { state, items, total, loadingMore, loadMore };
}
