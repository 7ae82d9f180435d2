import { useCallback, useEffect, useRef, useState } from 'react';
import { useViewerId } from '../../../hooks/use-session';
import { errorMessage, isAbortError } from '../../../lib/api-client';
import { useFirstScreen } from '../../../lib/first-screen';
import type { InstructorList, InstructorView } from '../../../lib/instructor-view';
import { searchInstructors, type InstructorSearchQuery } from '../api/search-instructors.api';
import { useInstructorChanges } from './use-instructor-changes';

export type SearchStatus = 'waiting' | 'searching' | 'ready' | 'failed';

/**
 * The directory search of the professionals page (spec 4 "Find professionals"): new criteria start a
 * fresh search from page 1, Load More appends the next page, and a Load More asked while one runs is
 * ignored. `criteria` null means "not ready to search yet". A server-rendered page's first page of
 * results is shown without asking again; it was read for a visitor, so it is read again once someone
 * signed in is known (their favourites).
 */
export function useProfessionalSearch(criteria: InstructorSearchQuery | null) {
  const firstUrl = criteria ? searchInstructors(criteria, 1, true).url : null;
  const embedded = useFirstScreen<InstructorList>(firstUrl);
  const [instructors, setInstructors] = useState<InstructorView[]>(() => (embedded?.ok ? embedded.data.instructors : []));
  const [count, setCount] = useState(() => (embedded?.ok ? embedded.data.count : 0));
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SearchStatus>(() => (embedded ? (embedded.ok ? 'ready' : 'failed') : 'waiting'));
  const [error, setError] = useState<string | null>(() => (embedded && !embedded.ok ? errorMessage(embedded.error) : null));
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const viewer = useViewerId();
  const key = criteria ? `${JSON.stringify(criteria)}|${viewer ?? ''}` : null;
  // What the server drew the results with: a visitor's first page.
  const embeddedKey = useRef(embedded && criteria ? `${JSON.stringify(criteria)}|` : null);
  const criteriaRef = useRef(criteria);
  criteriaRef.current = criteria;
  const moreRunning = useRef(false);

  useEffect(() => {
    const current = criteriaRef.current;
    if (!current) return;
    if (key === embeddedKey.current && attempt === 0) return;
    embeddedKey.current = null;
    const controller = new AbortController();
    setStatus('searching');
    setError(null);
    setMoreError(null);
    searchInstructors(current, 1, true).load(controller.signal).then(
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
      const result = await searchInstructors(current, page + 1, false).load();
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
