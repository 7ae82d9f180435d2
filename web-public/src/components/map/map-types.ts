import type { Airport } from '../../../../domain/airport/airport';

/** What the pages give the airport map and get back from it; no OpenLayers types, so pages stay small. */

export interface LatLng {
  lat: number;
  lng: number;
}

/** One airport on the map and how many of each kind it holds (spec 3 "Airport counts"); `lng`, as OpenLayers reads it. */
export interface AirportMarker extends Pick<Airport, 'id' | 'locationId' | 'facility' | 'lat'> {
  lng: number;
  share: number;
  instructor: number;
  user: number;
}

/**
 * Where the map looks: a search circle that fills the map (the Find page, whose zoom is its radius),
 * a plain centre and zoom level, or the smallest view that holds some places (the home page's airports),
 * no closer than `maxZoom`.
 */
export type MapView =
  | { center: LatLng; radiusKm: number }
  | { center: LatLng; zoom: number }
  | { fit: LatLng[]; maxZoom: number };

/** A pan or zoom the visitor made: the new centre, and how much wider (above 1) or closer the view is. */
export interface MapMove {
  center: LatLng;
  scale: number;
}

export interface AirportMapProps {
  /** Names the map for assistive tech. */
  label: string;
  markers: AirportMarker[];
  view: MapView;
  selectedAirportId?: number | null;
  /** Pan and zoom gestures; off, any gesture or control calls onBlocked instead (a visitor on Find). */
  interactive?: boolean;
  /** A search is running: the map says so. */
  busy?: boolean;
  onMarkerSelect?: (marker: AirportMarker) => void;
  /** A group of airports was clicked; without it the map zooms in on the group itself. */
  onClusterSelect?: (center: LatLng) => void;
  /** A click on the map away from any marker. */
  onMapClick?: () => void;
  /** The visitor panned or zoomed. */
  onMove?: (move: MapMove) => void;
  /** The buttons; without them the map zooms itself and Home goes back to `view`. */
  onHome?: () => void;
  onZoomIn?: () => void;
  onZoomOut?: () => void;
  onBlocked?: () => void;
  className?: string;
  /**
   * The level of the heading of the map's airport list (keyboard users'): 2 where the map is the first
   * thing under the page's h1 (Find, the map frame), 3 under a section's h2 (the home page).
   */
  listHeadingLevel?: 2 | 3;
}
