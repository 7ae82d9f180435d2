import { lazy, Suspense } from 'react';
import type { AirportMapProps } from './map-types';

// OpenLayers and the US atlas load with the first map, in their own chunk.
const AirportMap = lazy(() => import('./airport-map').then((m) => ({ default: m.AirportMap })));

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
