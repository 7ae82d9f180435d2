import { useCallback, useEffect, useState } from 'react';
import { errorMessage, isAbortError } from '../lib/api-client';

/** Something loaded from the API: still on its way, failed with a message a person can read, or there. */
export type Loaded<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; value: T };

/**
 * Loads `load(signal)` when `key` changes and again on `retry()`; a newer load (or leaving) aborts the
 * older one, so a late answer never overwrites a newer one. With `initial`, nothing is loaded: it is shown
 * as it is. `set` replaces what is shown (after an edit, say).
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, key: unknown, initial?: T) {
  const given = initial !== undefined;
  const [loaded, setLoaded] = useState<Loaded<T>>(given ? { status: 'ready', value: initial } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (given) return;
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    load(controller.signal).then(
      (value) => setLoaded({ status: 'ready', value }),
      (error: unknown) => {
        if (!isAbortError(error)) setLoaded({ status: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; `key` says what it loads.
  }, [given, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((value: T) => setLoaded({ status: 'ready', value }), []);
  return { loaded, retry, set };
}
