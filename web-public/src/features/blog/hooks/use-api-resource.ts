import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage, isAbortError } from '../../../lib/api-client';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: string; notFound: boolean };

/**
 * Loads what `load` answers whenever `key` changes (an earlier, slower answer is dropped), with the
 * loading and failed states a page shows, and `retry` for its Try again button.
 */
export function useApiResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Resource<T> & { retry: () => void } {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
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
  }, [key, attempt]);

  return { ...state, retry };
}
