import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from './route-requirements';

/**
 * Scrolls to the top when the route (by name, else path) changes; query changes keep the position. The
 * first page is left where the browser put it: a visitor may have scrolled a server-rendered page before
 * it hydrated (and a reload keeps its place).
 */
export function ScrollToTop() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const named = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.name);
  const routeKey = (named?.handle as RouteHandle | undefined)?.name ?? pathname;
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (shown.current !== null && shown.current !== routeKey) window.scrollTo(0, 0);
    shown.current = routeKey;
  }, [routeKey]);
  return null;
}
