import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import type { AirportMapProps } from './map-types';
import './map-box.css';

// OpenLayers and the US atlas load with the first map, in their own chunk.
const loadAirportMap = () => import('./airport-map');
const AirportMap = lazy(() => loadAirportMap().then((m) => ({ default: m.AirportMap })));

/** Starts fetching the map's code before the map is shown (a page still waiting for its view). */
export function preloadAirportMap(): void {
  loadAirportMap().catch(() => undefined); // the map itself reports a failure when it is shown
}

/** What a visitor does first on a page: any of these asks for a map waiting for it. */
const FIRST_INPUT = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

interface LazyAirportMapProps extends AirportMapProps {
  /**
   * Wait for the visitor's first move (a pointer moved or pressed, a key, a scroll) before loading the
   * map: its code and basemap (about 260 KB) then never compete with the page's first paint and photos
   * on a phone's connection. Until then the map's box holds a Show the map button.
   */
  untilFirstInput?: boolean;
}

/**
 * The airport map, fetched on first use; a placeholder of the same size holds its place meanwhile. A
 * server-rendered page has the placeholder (OpenLayers needs a browser) and hydrates with it: the page's
 * text is drawn and usable first, the map's code is asked for only after that.
 */
export function LazyAirportMap({ untilFirstInput = false, ...props }: LazyAirportMapProps) {
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(!untilFirstInput);
  useEffect(() => {
    if (wanted || !hydrated) return;
    const want = () => setWanted(true);
    const options = { capture: true, passive: true } as const;
    for (const type of FIRST_INPUT) window.addEventListener(type, want, options);
    return () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, want, options);
    };
  }, [wanted, hydrated]);

  const box = `airport-map airport-map-loading${props.className ? ` ${props.className}` : ''}`;
  const placeholder = (
    <div className={box} role="status">
      Loading the map…
    </div>
  );
  if (!wanted) {
    return (
      <div className={box}>
        <button type="button" className="button button-secondary" onClick={() => setWanted(true)}>
          Show the map
        </button>
      </div>
    );
  }
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AirportMap {...props} />
    </Suspense>
  );
}
