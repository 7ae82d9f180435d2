import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage, isAbortError } from '../lib/api-client';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: string; notFound: boolean };

/**
 * Loads what `load` answers whenever `key` changes (an earlier, slower answer is dropped), with the
 * loading and failed states a page or modal shows, and `retry` for its Try again button. Given `initial`,
 * nothing is loaded: it is shown as it is. `set` replaces what is shown (after an edit, say).
 */
export function useApiResource<T>(key: unknown, load: (signal: AbortSignal) => Promise<T>, initial?: T): Resource<T> & { retry: () => void; set: (data: T) => void } {
  const given = initial !== undefined;
  const [state, setState] = useState<Resource<T>>(given ? { status: 'ready', data: initial } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);

  useEffect(() => {
    if (given) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setState({ status: 'failed', error: errorMessage(error), notFound: error instanceof ApiError && error.status === 404 });
      },
    );
    return () => controller.abort();
    // `load` is a new function every render; `key` says when what it loads changes.
  }, [given, key, attempt]);

  return { ...state, retry, set };
}
