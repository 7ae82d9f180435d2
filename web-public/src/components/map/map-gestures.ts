import { boundingExtent } from 'ol/extent';
import type Point from 'ol/geom/Point';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { unByKey } from 'ol/Observable';
import { membersOf, type AirportMapParts, type MarkerFeature } from './create-airport-map';
import type { AirportMapProps } from './map-types';
import { countsText, sumCounts } from './marker-counts';
import { atTarget, toLatLng, type ViewTarget } from './view-target';

interface GestureHandlers {
  /** The component's current props (callbacks change between renders). */
  props: () => AirportMapProps;
  /** A gesture while the map is not interactive. */
  blocked: () => void;
  setTooltip: (text: string | null) => void;
  /** Where the page last put the view; a visitor's move replaces it. */
  applied: { current: ViewTarget | null };
}

/**
 * What the visitor does on the map: hovering a marker shows its counts, clicking selects it (a group
 * zooms in), clicking elsewhere clears, and a pan or zoom of their own is reported as a move.
 * Answers the cleanup.
 */
export function listenToMap({ map, markerLayer, tooltip }: AirportMapParts, handlers: GestureHandlers): () => void {
  const target = map.getTargetElement()!;
  const interactive = () => handlers.props().interactive ?? true;
  const markerAt = (event: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>) =>
    map.forEachFeatureAtPixel(event.pixel, (f) => f, { layerFilter: (l) => l === markerLayer, hitTolerance: 2 });

  // The listeners answer nothing: an OpenLayers listener answering false stops the event before the interactions.
  const keys = [
    map.on('pointermove', (event) => {
      if (event.dragging) return;
      const hit = markerAt(event);
      target.style.cursor = hit ? 'pointer' : '';
      if (!hit) {
        tooltip.setPosition(undefined);
        handlers.setTooltip(null);
        return;
      }
      const members = membersOf(hit);
      const counts = countsText(sumCounts(members));
      handlers.setTooltip(members.length === 1 ? `${members[0].locationId} · ${counts}` : `${members.length} airports · ${counts}`);
      tooltip.setPosition((hit.getGeometry() as Point).getCoordinates());
    }),

    map.on('singleclick', (event) => {
      const props = handlers.props();
      const hit = interactive() ? markerAt(event) : null;
      const members = hit ? membersOf(hit) : [];
      if (!interactive()) handlers.blocked();
      else if (!hit) props.onMapClick?.();
      else if (members.length === 1) props.onMarkerSelect?.(members[0]);
      else if (props.onClusterSelect) props.onClusterSelect(toLatLng((hit.getGeometry() as Point).getCoordinates()));
      else {
        const extent = boundingExtent((hit.get('features') as MarkerFeature[]).map((m) => m.getGeometry()!.getCoordinates()));
        map.getView().fit(extent, { padding: [60, 60, 60, 60], duration: 350, maxZoom: map.getView().getZoom()! + 3 });
      }
    }),

    map.on('pointerdrag', () => {
      if (!interactive()) handlers.blocked();
    }),

    map.on('moveend', () => {
      const applied = handlers.applied.current;
      const view = map.getView();
      const byVisitor = touched;
      touched = false;
      if (!byVisitor || !applied || atTarget(view, applied)) return;
      const center = view.getCenter()!;
      const resolution = view.getResolution()!;
      handlers.applied.current = { center, resolution };
      handlers.props().onMove?.({ center: toLatLng(center), scale: resolution / applied.resolution });
    }),
  ];

  // Only the visitor's own pans and zooms are moves; the page's view changes and resizes are not.
  let touched = false;
  const touch = () => {
    touched = true;
  };
  const GESTURES = ['pointerdown', 'wheel', 'keydown'] as const;
  for (const type of GESTURES) target.addEventListener(type, touch, { passive: true });

  return () => {
    for (const type of GESTURES) target.removeEventListener(type, touch);
    unByKey(keys);
  };
}
