import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from './route-requirements';

/** Scrolls to the top when the route (by name, else path) changes; query changes keep the position. */
export function ScrollToTop() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const named = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.name);
  const routeKey = (named?.handle as RouteHandle | undefined)?.name ?? pathname;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [routeKey]);
  return null;
}
