import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that markup, true from the next render
 * on (at once for a page the browser renders itself): what depends on the browser (its time zone, its
 * screen) waits for it, so hydration meets exactly what the server drew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
