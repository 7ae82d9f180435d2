import type { AirportMarker, MapView } from '../../../components/map/map-types';
import { LOWER_48 } from '../../../components/map/us-extent';

/** One airport alone is shown with its surroundings (about 150 km across), not street by street. */
export const HOME_MAX_ZOOM = 9;

export interface HomeMarkers {
  /** Every airport on the home map. */
  markers: AirportMarker[];
  /** Those the search around the visitor found (planes, pilots or professionals within 500 km). */
  nearby: AirportMarker[];
}

/**
 * Where the home map opens: on the airports near the visitor when there are some, else on every
 * airport with planes, else on the whole country; never on an empty stretch of map.
 */
export function homeMapView({ markers, nearby }: HomeMarkers): MapView {
  const shown = nearby.length ? nearby : markers;
  const places = shown.length ? shown.map(({ lat, lng }) => ({ lat, lng })) : [...LOWER_48];
  return { fit: places, maxZoom: HOME_MAX_ZOOM };
}
