import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage, isAbortError } from '../lib/api-client';
import { useFirstScreen, type FirstScreenResult } from '../lib/first-screen';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: string; notFound: boolean };

export interface ApiResourceOptions<T> {
  /** Shown as it is; nothing is loaded. */
  initial?: T;
  /** The API address `load` asks (apiUrl): a server-rendered page's answer to it is shown instead of asking again. */
  firstScreen?: string | null;
}

/**
 * Loads what `load` answers whenever `key` changes (an earlier, slower answer is dropped), with the
 * loading and failed states a page or modal shows, and `retry` for its Try again button. `set` replaces
 * what is shown (after an edit, say).
 */
export function useApiResource<T>(key: unknown, load: (signal: AbortSignal) => Promise<T>, options: ApiResourceOptions<T> = {}): Resource<T> & { retry: () => void; set: (data: T) => void } {
  const { initial } = options;
  const given = initial !== undefined;
  const embedded = useFirstScreen<T>(options.firstScreen ?? null);
  const [state, setState] = useState<Resource<T>>(() => (given ? { status: 'ready', data: initial } : embedded ? resourceOf(embedded) : { status: 'loading' }));
  // The key the server-rendered answer belongs to: it is not asked again for that key.
  const embeddedKey = useRef<{ key: unknown } | null>(embedded ? { key } : null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);

  useEffect(() => {
    if (given) return;
    if (embeddedKey.current && Object.is(embeddedKey.current.key, key) && attempt === 0) return;
    embeddedKey.current = null;
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

function resourceOf<T>(result: FirstScreenResult<T>): Resource<T> {
  if (result.ok) return { status: 'ready', data: result.data };
  return { status: 'failed', error: errorMessage(result.error), notFound: result.error.status === 404 };
}
