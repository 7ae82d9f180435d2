import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-client';

export type PagedListState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };

/**
 * A list loaded a page at a time with Load More (the account screens' grids): the first page on mount,
 * `reload` for Try again, `more` for the next page. Items already shown are never repeated when the
 * pages shift under a change made meanwhile. `setItems` and `setCount` let the caller apply changes
 * made elsewhere (an edited, deleted or unfavourited item).
 */
export function usePagedList<T extends { id: number }>(load: (page: number) => Promise<{ items: T[]; count: number }>) {
  const [items, setItems] = useState<T[]>([]);
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<PagedListState>({ status: 'loading' });
  const [moreError, setMoreError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const live = useRef(true);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const result = await loadRef.current(1);
      if (!live.current) return;
      setItems(result.items);
      setCount(result.count);
      setPage(1);
      setState({ status: 'ready' });
    } catch (error) {
      if (live.current) setState({ status: 'failed', message: errorMessage(error) });
    }
  }, []);

  useEffect(() => {
    live.current = true;
    void reload();
    return () => {
      live.current = false;
    };
  }, [reload]);

  const more = async () => {
    if (loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const result = await loadRef.current(page + 1);
      if (!live.current) return;
      setItems((current) => [...current, ...result.items.filter((item) => !current.some((c) => c.id === item.id))]);
      setCount(result.count);
      setPage((p) => p + 1);
    } catch (error) {
      if (live.current) setMoreError(errorMessage(error));
    } finally {
      if (live.current) setLoadingMore(false);
    }
  };

  return { items, setItems, count, setCount, state, reload, more, moreError, loadingMore };
}
