import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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
  /**
   * The box is hidden (Find's list-first phone layout): nothing is loaded, whatever the visitor does, until
   * it is released; released (the Map button), the map loads at once.
   */
  held?: boolean;
}

/**
 * The airport map, fetched on first use; a placeholder of the same size holds its place meanwhile. A
 * server-rendered page has the placeholder (OpenLayers needs a browser) and hydrates with it: the page's
 * text is drawn and usable first, the map's code is asked for only after that.
 */
export function LazyAirportMap({ untilFirstInput = false, held = false, ...props }: LazyAirportMapProps) {
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(!untilFirstInput && !held);
  // Held in the browser, then released: the Map button was pressed (the server's guess of the screen, which
  // the browser corrects after hydration, is not a release).
  const wasHeld = useRef<boolean | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    if (wasHeld.current && !held) setWanted(true);
    wasHeld.current = held;
  }, [held, hydrated]);
  useEffect(() => {
    if (wanted || !hydrated || held) return;
    const want = () => setWanted(true);
    const options = { capture: true, passive: true } as const;
    for (const type of FIRST_INPUT) window.addEventListener(type, want, options);
    return () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, want, options);
    };
  }, [wanted, hydrated, held]);

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
