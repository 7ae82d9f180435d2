import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbortError } from '../../../lib/api-client';
import type { InstructorView } from '../../../lib/instructor-view';
import { searchInstructors, type InstructorSearchQuery } from '../api/search-instructors.api';
import { useInstructorChanges } from './use-instructor-changes';

export type SearchStatus = 'waiting' | 'searching' | 'ready' | 'failed';

/**
 * The directory search of the professionals page (spec 4 "Find professionals"): new criteria start a
 * fresh search from page 1, Load More appends the next page, and a Load More asked while one runs is
 * ignored. `criteria` null means "not ready to search yet".
 */
export function useProfessionalSearch(criteria: InstructorSearchQuery | null) {
  const [instructors, setInstructors] = useState<InstructorView[]>([]);
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SearchStatus>('waiting');
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = criteria ? JSON.stringify(criteria) : null;
  const criteriaRef = useRef(criteria);
  criteriaRef.current = criteria;
  const moreRunning = useRef(false);

  useEffect(() => {
    const current = criteriaRef.current;
    if (!current) return;
    const controller = new AbortController();
    setStatus('searching');
    setError(null);
    setMoreError(null);
    searchInstructors(current, 1, true, controller.signal).then(
      (result) => {
        setInstructors(result.instructors);
        setCount(result.count);
        setPage(1);
        setStatus('ready');
      },
      (e: unknown) => {
        if (isAbortError(e)) return;
        setError(errorMessage(e));
        setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const loadMore = useCallback(async () => {
    const current = criteriaRef.current;
    if (!current || moreRunning.current) return;
    moreRunning.current = true;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const result = await searchInstructors(current, page + 1, false);
      if (JSON.stringify(criteriaRef.current) !== JSON.stringify(current)) return;
      // A profile added or removed meanwhile shifts the pages: never show one twice.
      setInstructors((shown) => [...shown, ...result.instructors.filter((i) => !shown.some((s) => s.id === i.id))]);
      setCount(result.count);
      setPage((p) => p + 1);
    } catch (e) {
      setMoreError(errorMessage(e));
    } finally {
      moreRunning.current = false;
      setLoadingMore(false);
    }
  }, [page]);

  useInstructorChanges(({ instructor }) =>
    setInstructors((shown) => shown.map((i) => (i.id === instructor.id ? instructor : i))),
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { instructors, count, status, error, loadMore, loadingMore, moreError, retry };
}
