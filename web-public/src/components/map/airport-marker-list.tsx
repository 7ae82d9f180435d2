import { useId, useMemo } from 'react';
import type { AirportMarker } from './map-types';
import { markerName, markerTotal } from './marker-counts';

/** Keyboard users reach the busiest airports; the rest are a zoom away on the map. */
const MAX_LISTED = 60;

interface AirportMarkerListProps {
  /** Under the page's h1 or a section's h2 (headings go down one level at a time). */
  headingLevel: 2 | 3;
  markers: AirportMarker[];
  selectedAirportId: number | null;
  onSelect: (marker: AirportMarker) => void;
}

/**
 * The markers as buttons, for keyboard and screen-reader users (the canvas markers are pointer-only):
 * hidden until a button gets focus, then shown over the map.
 */
export function AirportMarkerList({ headingLevel, markers, selectedAirportId, onSelect }: AirportMarkerListProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const listed = useMemo(() => [...markers].sort((a, b) => markerTotal(b) - markerTotal(a)).slice(0, MAX_LISTED), [markers]);
  if (!listed.length) return null;
  return (
    <section className="airport-map-list" aria-labelledby={headingId}>
      <Heading id={headingId}>Airports on the map</Heading>
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
