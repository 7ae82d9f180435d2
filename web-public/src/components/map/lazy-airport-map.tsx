import { lazy, Suspense } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import type { AirportMapProps } from './map-types';

// OpenLayers and the US atlas load with the first map, in their own chunk.
const loadAirportMap = () => import('./airport-map');
const AirportMap = lazy(() => loadAirportMap().then((m) => ({ default: m.AirportMap })));

/** Starts fetching the map's code before the map is shown (a page still waiting for its view). */
export function preloadAirportMap(): void {
  loadAirportMap().catch(() => undefined); // the map itself reports a failure when it is shown
}

/**
 * The airport map, fetched on first use; a placeholder of the same size holds its place meanwhile. A
 * server-rendered page has the placeholder (OpenLayers needs a browser) and hydrates with it: the page's
 * text is drawn and usable first, the map's code is asked for only after that.
 */
export function LazyAirportMap(props: AirportMapProps) {
  const hydrated = useHydrated();
  const placeholder = (
    <div className={`airport-map airport-map-loading${props.className ? ` ${props.className}` : ''}`} role="status">
      Loading the map…
    </div>
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AirportMap {...props} />
    </Suspense>
  );
}
