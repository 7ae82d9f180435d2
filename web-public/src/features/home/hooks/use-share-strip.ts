import { useCallback, useEffect, useRef, useState } from 'react';
import { useShareChanges } from '../../../hooks/use-share-changes';
import { useViewerId } from '../../../hooks/use-session';
import { errorMessage } from '../../../lib/api-client';
import { useFirstScreen } from '../../../lib/first-screen';
import type { ShareList, ShareView } from '../../../lib/share-view';
import type { ShareSliceLoader } from '../api/home-shares.api';

/** Home lists: 12 first, then 8 per See More; under 4 left after a deletion, the first 12 again (spec 9). */
const FIRST = 12;
const MORE = 8;
const REFILL_BELOW = 4;

export interface ShareStrip {
  shares: ShareView[];
  total: number;
  status: 'loading' | 'ready' | 'failed';
  error: string | null;
  loadingMore: boolean;
  more: () => Promise<void>;
}

/**
 * One home list of planes, loaded when `load` is known (null waits, e.g. for the visitor's position). A
 * server-rendered page's first slice is shown without asking again; it was read for a visitor, so it is
 * read again once someone signed in is known (their favourites, their own listings).
 */
export function useShareStrip(load: ShareSliceLoader | null): ShareStrip {
  const firstUrl = load ? load.firstUrl(FIRST) : null;
  const embedded = useFirstScreen<ShareList>(firstUrl);
  const [shares, setShares] = useState<ShareView[]>(() => (embedded?.ok ? embedded.data.shares : []));
  const [total, setTotal] = useState(() => (embedded?.ok ? embedded.data.count : 0));
  const [status, setStatus] = useState<ShareStrip['status']>(() => (embedded ? (embedded.ok ? 'ready' : 'failed') : 'loading'));
  const [error, setError] = useState<string | null>(() => (embedded && !embedded.ok ? errorMessage(embedded.error) : null));
  const [loadingMore, setLoadingMore] = useState(false);
  const viewer = useViewerId();
  const key = firstUrl === null ? null : `${firstUrl}|${viewer ?? ''}`;
  // What the server drew the list with: a visitor's first slice.
  const embeddedKey = useRef(embedded ? `${firstUrl}|` : null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const busy = useRef(false);

  const first = useCallback(async () => {
    const loader = loadRef.current;
    if (!loader) return;
    try {
      const slice = await loader(0, FIRST);
      setShares(slice.shares);
      setTotal(slice.total);
      setError(null);
      setStatus('ready');
    } catch (e) {
      setError(errorMessage(e));
      setStatus('failed');
    }
  }, []);

  useEffect(() => {
    if (key === null || key === embeddedKey.current) return;
    embeddedKey.current = null;
    void first();
  }, [key, first]);

  useShareChanges((change) => {
    if (change.kind === 'updated') {
      setShares((list) => list.map((s) => (s.id === change.share.id ? change.share : s)));
      return;
    }
    const left = shares.filter((s) => s.id !== change.id);
    setShares(left);
    setTotal((t) => Math.max(0, t - 1));
    if (left.length < REFILL_BELOW) void first();
  });

  const more = async () => {
    const loader = loadRef.current;
    if (!loader || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    setError(null);
    try {
      const slice = await loader(shares.length, MORE);
      setShares((list) => [...list, ...slice.shares.filter((s) => !list.some((l) => l.id === s.id))]);
      setTotal(slice.total);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  };

  return { shares, total, status, error, loadingMore, more };
}
