import { lazy, Suspense } from 'react';
import type { AirportMapProps } from './map-types';

// OpenLayers and the US atlas load with the first map, in their own chunk.
const loadAirportMap = () => import('./airport-map');
const AirportMap = lazy(() => loadAirportMap().then((m) => ({ default: m.AirportMap })));

/** Starts fetching the map's code before the map is shown (a page still waiting for its view). */
export function preloadAirportMap(): void {
  loadAirportMap().catch(() => undefined); // the map itself reports a failure when it is shown
}

/** The airport map, fetched on first use; a placeholder of the same size holds its place meanwhile. */
export function LazyAirportMap(props: AirportMapProps) {
  return (
    <Suspense
      fallback={
        <div className={`airport-map airport-map-loading${props.className ? ` ${props.className}` : ''}`} role="status">
          Loading the map…
        </div>
      }
    >
      <AirportMap {...props} />
    </Suspense>
  );
}
