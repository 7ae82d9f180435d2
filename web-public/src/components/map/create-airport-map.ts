import type Feature from 'ol/Feature';
import type { FeatureLike } from 'ol/Feature';
import type Point from 'ol/geom/Point';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import { fromLonLat } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import type VectorSource from 'ol/source/Vector';
import View from 'ol/View';
import type { AirportMarker } from './map-types';
import { sumCounts } from './marker-counts';
import { markerStyle } from './marker-style';
import { searchCircleLayer } from './search-circle-layer';
import { usStatesLayer } from './us-states-layer';

export type MarkerFeature = Feature<Point>;

/** The airports of a marker on the map: one, or the members of a group. */
export const membersOf = (f: FeatureLike): AirportMarker[] =>
  ((f.get('features') as MarkerFeature[] | undefined) ?? []).map((m) => m.get('marker') as AirportMarker);

export interface AirportMapParts {
  map: OlMap;
  markerLayer: VectorLayer<Cluster<MarkerFeature>>;
  tooltip: Overlay;
  states: ReturnType<typeof usStatesLayer>;
  circle: ReturnType<typeof searchCircleLayer>;
}

/**
 * The OpenLayers map: the offline US background, the search circle, and the airports, grouped when they
 * would overlap (a group's marker adds their counts up). No controls: the component draws its own.
 */
export function createAirportMap(options: {
  target: HTMLElement;
  tooltip: HTMLElement;
  markers: VectorSource<MarkerFeature>;
  isSelected: (airportId: number) => boolean;
}): AirportMapParts {
  const states = usStatesLayer();
  const circle = searchCircleLayer();
  const markerLayer = new VectorLayer({
    source: new Cluster({ source: options.markers, distance: 30, minDistance: 4 }),
    style: (f) => {
      const members = membersOf(f);
      const single = members.length === 1 ? members[0] : null;
      return markerStyle(sumCounts(members), !single, members.some((m) => options.isSelected(m.id)), single?.locationId);
    },
  });
  const tooltip = new Overlay({ element: options.tooltip, offset: [0, -22], positioning: 'bottom-center', stopEvent: false });
  const map = new OlMap({
    target: options.target,
    layers: [states.layer, circle.layer, markerLayer],
    overlays: [tooltip],
    controls: [],
    interactions: defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }),
    view: new View({ center: fromLonLat([-96, 38]), zoom: 4, minZoom: 2, maxZoom: 16 }),
  });
  return { map, markerLayer, tooltip, states, circle };
}
