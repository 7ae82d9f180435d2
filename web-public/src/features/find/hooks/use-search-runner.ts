import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SearchPage } from '../../../../../domain/search/search-result';
import { useSession } from '../../../hooks/use-session';
import { SHARE_PARAM } from '../../../hooks/use-share-link';
import type { FieldErrors } from '../../../../../domain/field-errors';
import { ApiError, errorMessages } from '../../../lib/api-client';
import { useFirstScreenReads, useSignedOutAtFirst } from '../../../lib/first-screen';
import { searchMap } from '../api/search-map.api';
import { apiQueryOf, clampRadius, queryOfForm, RADIUS_KM, RETRY_BELOW, type SearchForm } from '../utils/search-form';
import { embeddedStart, startForm, type Widened } from '../utils/start-form';

export type SearchStatus = 'starting' | 'loading' | 'idle';

/** The address without the share modal's parameter: what the form is kept in step with. */
const formAddress = (search: string) => {
  const params = new URLSearchParams(search);
  params.delete(SHARE_PARAM);
  return params.toString();
};

/**
 * Runs the Find searches (spec 4 "Find search"): the automatic first one, widened while it finds
 * fewer than 4; then, for visitors and pilots alike (issue 34: no sign-up wall), one at a time, with
 * Load More appending the next page. Every search writes the form into the address; a new address
 * (a footer link to /find?location=ak while on the page) starts afresh. A server-rendered page comes
 * with its first search (a visitor's): it is shown as it is, and only its form is written to the address.
 */
export function useSearchRunner() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = useSignedOutAtFirst();
  const embedded = useFirstScreenReads((read) => (signedOut ? embeddedStart(new URLSearchParams(formAddress(location.search)), read) : null));
  const [form, setFormState] = useState<SearchForm | null>(embedded?.form ?? null);
  const [answer, setAnswer] = useState<SearchPage | null>(embedded?.answer ?? null);
  const [status, setStatus] = useState<SearchStatus>(embedded ? 'idle' : 'starting');
  const [error, setError] = useState<string | null>(null);
  // The shown answer's circle is wider than the one asked for (issue 34: the page says so).
  const [widened, setWidened] = useState<Widened | null>(embedded?.widened ?? null);
  // The messages the server marked on a form field (the keyword's), shown beside it instead of above the list.
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const r = useRef({
    busy: !embedded,
    generation: 0,
    page: 1,
    searched: embedded?.form ?? null,
    pending: null as SearchForm | null,
    written: null as string | null,
  });
  const formRef = useRef(form);
  const live = useRef({ user, location });
  live.current = { user, location };

  const setForm = (next: SearchForm) => {
    formRef.current = next;
    setFormState(next);
  };

  /**
   * The form into the address, before the answer shows: committed at once (flushSync, not the router's
   * usual transition), since a location change closes the open modal, and one landing after the answer
   * would close a sign-up modal opened from it. `urgent` false: the answer is on screen already (the page's
   * own search, drawn by the server), so the page's render for the new address is a transition, in slices:
   * committed at once it was one task of 70 to 80 ms on a phone (4x slowdown) right after hydration. A replace
   * on the same path leaves an open modal open either way (ModalProvider).
   */
  const writeAddress = (f: SearchForm, urgent = true) => {
    const { pathname, search, state } = live.current.location;
    const params = queryOfForm(f);
    r.current.written = params.toString();
    if (formAddress(search) === r.current.written) return;
    const share = new URLSearchParams(search).get(SHARE_PARAM);
    if (share !== null) params.set(SHARE_PARAM, share);
    void navigate({ pathname, search: `?${params}` }, { replace: true, state, flushSync: urgent });
  };

  const execute = async (next: SearchForm, page: number, widen: boolean): Promise<void> => {
    const run = r.current;
    const generation = run.generation;
    run.busy = true;
    setStatus('loading');
    setError(null);
    setFieldErrors({});
    try {
      // "Planes I qualify for" needs a pilot's record: a visitor's address with qualified=true (a link shared
      // by a pilot) searches without it, and the box shows unticked with "(sign in)".
      let f = live.current.user ? next : { ...next, qualified: false };
      let result = await searchMap(apiQueryOf(f, page));
      const asked = { fromKm: f.radius, found: result.count };
      while (widen && result.count < RETRY_BELOW && f.radius < RADIUS_KM.max) {
        f = { ...f, radius: clampRadius(f.radius * 2) };
        result = await searchMap(apiQueryOf(f, 1));
      }
      if (generation !== run.generation) return;
      writeAddress(f);
      if (f.radius !== next.radius) {
        if (formRef.current) setForm({ ...formRef.current, radius: f.radius });
        // A choice made while it widened (a marker, a sort) keeps the wider radius, unless it chose one.
        if (run.pending?.radius === next.radius) run.pending = { ...run.pending, radius: f.radius };
      }
      run.searched = f;
      run.page = page;
      if (page === 1) setWidened(f.radius !== asked.fromKm ? asked : null);
      setAnswer((prev) => {
        if (page === 1 || !prev) return result;
        const seen = new Set(prev.results.map((e) => `${e.type}:${e.id}`));
        return { ...result, results: [...prev.results, ...result.results.filter((e) => !seen.has(`${e.type}:${e.id}`))] };
      });
    } catch (e) {
      if (generation !== run.generation) return;
      // Spec 8: a failed search leaves the list as it was; the reason shows above it.
      console.error('Search failed', e);
      const fields = e instanceof ApiError ? e.fields : {};
      const marked = new Set(Object.values(fields).flat());
      setFieldErrors(fields);
      setError(errorMessages(e).filter((message) => !marked.has(message)).join(' ') || null);
    } finally {
      if (generation === run.generation) {
        const pending = run.pending;
        run.pending = null;
        run.busy = false;
        if (pending) void execute(pending, 1, false);
        else setStatus('idle');
      }
    }
  };

  /**
   * A new search with these changes to the form. One runs at a time (spec 4). A choice made meanwhile (a
   * marker, a sort, a zoom, a map move, Search) is not dropped, as the spec's version did, leaving the
   * visitor's click without effect: the form shows it at once and it runs next, the choices made meanwhile
   * merged into one search. Only while an address's first search is being set up (its start, about to
   * replace the form) is a choice ignored.
   */
  const run = (changes: Partial<SearchForm> = {}) => {
    const current = formRef.current;
    if (!current) return;
    const next = { ...current, ...changes };
    if (r.current.busy) {
      if (status === 'starting') return;
      r.current.pending = next;
      setForm(next);
      return;
    }
    setForm(next);
    void execute(next, 1, false);
  };

  const loadMore = () => {
    const { busy, searched, page } = r.current;
    if (!searched || busy) return;
    void execute(searched, page + 1, false);
  };

  const address = useMemo(() => formAddress(location.search), [location.search]);
  const executeRef = useRef(execute);
  executeRef.current = execute;
  // The address the page's own search was drawn for, until the address moves on.
  const embeddedFor = useRef(embedded ? address : null);
  useEffect(() => {
    if (r.current.written !== null && address === r.current.written) return;
    if (embedded && address === embeddedFor.current) {
      // Shown already: only its form goes into the address (after this commit, as it navigates).
      void Promise.resolve().then(() => writeAddress(embedded.form, false));
      return;
    }
    embeddedFor.current = null;
    const generation = ++r.current.generation;
    r.current.busy = true;
    r.current.pending = null;
    setStatus('starting');
    void startForm(new URLSearchParams(address)).then((start) => {
      if (generation !== r.current.generation) return;
      setForm(start);
      void executeRef.current(start, 1, true);
    });
  }, [address]);

  /** The form of the last search that answered. */
  const lastSearched = () => r.current.searched;

  /** A field's messages go once the visitor edits it. */
  const dropFieldError = (field: string) => setFieldErrors((all) => (field in all ? Object.fromEntries(Object.entries(all).filter(([f]) => f !== field)) : all));

  return { form, setForm, answer, widened, status, error, fieldErrors, dropFieldError, run, loadMore, lastSearched };
}
