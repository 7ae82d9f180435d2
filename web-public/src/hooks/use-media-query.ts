import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media query matches, kept up to date. The server knows no screen: it draws the page
 * with `serverValue`, the browser hydrates with it too and then follows the real screen.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
