import Attribution from 'ol/control/Attribution';
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
import { basemapLayers } from './basemap-layers';
import { loadBasemap } from './basemap-source';
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
  circle: ReturnType<typeof searchCircleLayer>;
  /** Raster tiles are drawn under the map: the offline background keeps only its lines and airports. */
  setOverTiles: (overTiles: boolean) => void;
}

/** The map on its element, for the browser tests (`element.wingshareMap`). */
export type MapElement = HTMLElement & { wingshareMap?: OlMap };

/**
 * The OpenLayers map: the offline background (US states at once; land beyond the US, water, airports and
 * cities once the basemap data has loaded after the first paint), the search circle, and the airports,
 * grouped when they would overlap (a group's marker adds their counts up). The basemap's labels make way
 * for the markers' codes. No controls but the attribution: the component draws its own.
 */
export function createAirportMap(options: {
  target: HTMLElement;
  tooltip: HTMLElement;
  markers: VectorSource<MarkerFeature>;
  isSelected: (airportId: number) => boolean;
}): AirportMapParts {
  const states = usStatesLayer();
  const basemap = basemapLayers();
  const circle = searchCircleLayer();
  const markerLayer = new VectorLayer({
    source: new Cluster({ source: options.markers, distance: 30, minDistance: 4 }),
    // Decluttered with the basemap, whose labels give way to the markers' codes (drawn always).
    declutter: true,
    style: (f) => {
      const members = membersOf(f);
      const single = members.length === 1 ? members[0] : null;
      return markerStyle(sumCounts(members), !single, members.some((m) => options.isSelected(m.id)), single?.locationId);
    },
  });
  const tooltip = new Overlay({ element: options.tooltip, offset: [0, -22], positioning: 'bottom-center', stopEvent: false });
  const map = new OlMap({
    target: options.target,
    layers: [basemap.below, states.layer, ...basemap.above, circle.layer, markerLayer],
    overlays: [tooltip],
    controls: [new Attribution({ collapsible: true, collapsed: true, tipLabel: 'Map data sources' })],
    interactions: defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }),
    view: new View({ center: fromLonLat([-96, 38]), zoom: 4, minZoom: 2, maxZoom: 16 }),
  });
  // OpenLayers names its button by its "i"; say what it opens.
  options.target.querySelector('.ol-attribution button')?.setAttribute('aria-label', 'Map data sources');
  (options.target as MapElement).wingshareMap = map;
  // The basemap's data is not needed for the first paint: it is fetched once the map has drawn.
  map.once('rendercomplete', () => {
    loadBasemap().then(
      (data) => map.getTargetElement() && basemap.fill(data),
      (error: unknown) => console.warn('The map shows the states only: its basemap did not load', error),
    );
  });
  const setOverTiles = (overTiles: boolean) => {
    states.setOverTiles(overTiles);
    basemap.setOverTiles(overTiles);
  };
  return { map, markerLayer, tooltip, circle, setOverTiles };
}
