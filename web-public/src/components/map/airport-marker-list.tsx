import { useId, useMemo } from 'react';
import type { AirportMarker } from './map-types';
import { markerName, markerTotal } from './marker-counts';

/** Keyboard users reach the busiest airports; the rest are a zoom away on the map. */
const MAX_LISTED = 60;

interface AirportMarkerListProps {
  markers: AirportMarker[];
  selectedAirportId: number | null;
  onSelect: (marker: AirportMarker) => void;
}

/**
 * The markers as buttons, for keyboard and screen-reader users (the canvas markers are pointer-only):
 * hidden until a button gets focus, then shown over the map.
 */
export function AirportMarkerList({ markers, selectedAirportId, onSelect }: AirportMarkerListProps) {
  const headingId = useId();
  const listed = useMemo(() => [...markers].sort((a, b) => markerTotal(b) - markerTotal(a)).slice(0, MAX_LISTED), [markers]);
  if (!listed.length) return null;
  return (
    <section className="airport-map-list" aria-labelledby={headingId}>
      <h3 id={headingId}>Airports on the map</h3>
      <ul>
        {listed.map((m) => (
          <li key={m.id}>
            <button type="button" aria-label={markerName(m)} aria-pressed={m.id === selectedAirportId} onClick={() => onSelect(m)}>
              <strong>{m.locationId}</strong> {m.facility}
              <span className="airport-map-list-count">{markerTotal(m)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
