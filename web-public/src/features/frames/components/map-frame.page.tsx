import { useEffect, useMemo, useState } from 'react';
import type { AirportMarker, LatLng } from '../../../components/map/map-types';
import { errorMessage } from '../../../lib/api-client';
import { useFirstScreen, useSiteOrigin } from '../../../lib/first-screen';
import { usePageMeta } from '../../../lib/page-meta';
import { airportShareCounts, type AirportShareCount } from '../api/frame-lists.api';
import { ShareCountMap } from './share-count-map';
import '../../../components/map/map-box.css';
import '../../../components/map/airport-map.css';
import './frames.css';

/** Keyboard users get links to the busiest airports; the map itself is pointer-only. */
const LINKED_AIRPORTS = 60;

/** The Find page around a point on the site at `origin`, opened in the top window (the page embedding the frame). */
const findAt = (origin: string, { lat, lng }: LatLng) => `${origin}/find?lat=${lat}&lng=${lng}`;

function openInTop(url: string) {
  (window.top ?? window).location.href = url;
}

/**
 * /map-frame (spec 2 "Map frame"), for other sites to embed: the US with the number of planes listed at
 * each airport. Nothing moves; a click on an airport opens Wingshare's Find page there in the top window.
 */
export function MapFramePage() {
  // A server-rendered frame comes with the counts.
  const embedded = useFirstScreen<AirportShareCount[]>(airportShareCounts.url);
  const [counts, setCounts] = useState<AirportShareCount[] | null>(() => (embedded?.ok ? embedded.data : null));
  const [error, setError] = useState<string | null>(() => (embedded && !embedded.ok ? errorMessage(embedded.error) : null));
  const [given] = useState(() => !!embedded);
  const origin = useSiteOrigin();
  usePageMeta({ title: 'Planes to share across the US', description: 'A map of the airports with aircraft to share, rent or co-own on Wingshare, and how many at each.' });

  useEffect(() => {
    if (given) return;
    let live = true;
    airportShareCounts.load().then(
      (list) => live && setCounts(list),
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [given]);

  const markers = useMemo<AirportMarker[]>(
    () =>
      (counts ?? []).map(({ airport, count }) => ({
        id: airport.id, locationId: airport.locationId, facility: airport.facility, lat: airport.lat, lng: airport.long,
        share: count, instructor: 0, user: 0,
      })),
    [counts],
  );
  const linked = useMemo(() => [...markers].sort((a, b) => b.share - a.share).slice(0, LINKED_AIRPORTS), [markers]);

  return (
    <main className="frame map-frame airport-map">
      <h1 className="visually-hidden">Planes to share across the US</h1>
      <ShareCountMap markers={markers} onPick={(at) => openInTop(findAt(origin, at))} />
      {counts === null && !error && (
        <p className="map-frame-status" role="status">
          <span className="spinner" aria-hidden="true" /> Loading planes…
        </p>
      )}
      {error && (
        <p className="map-frame-status frame-error" role="alert">
          Could not load the planes. {error}
        </p>
      )}
      {linked.length > 0 && (
        <nav className="airport-map-list" aria-label="Airports with planes">
          <h2>Airports with planes</h2>
          <ul>
            {linked.map((m) => (
              <li key={m.id}>
                <a href={findAt(origin, m)} target="_top">
                  <strong>{m.locationId}</strong> {m.facility}
                  <span className="airport-map-list-count">{m.share}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </main>
  );
}
