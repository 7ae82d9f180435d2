import 'ol/ol.css';
import '../../../components/map/map-box.css';
import { boundingExtent } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import VectorSource from 'ol/source/Vector';
import { useEffect, useRef } from 'react';
import { createAirportMap, membersOf, type MarkerFeature } from '../../../components/map/create-airport-map';
import { useMapTileUrl } from '../../../components/map/map-tile-url';
import type { AirportMarker, LatLng } from '../../../components/map/map-types';
import { LOWER_48 } from '../../../components/map/us-extent';
import { toLatLng } from '../../../components/map/view-target';
import '../../../components/map/airport-map.css';
import { usNumber } from '../../../../../domain/text/us-format';

/** Spec 9 "Map frame": the view it opens on, before it is fitted. */
const START = { center: fromLonLat([-96, 39]), zoom: 4.8 };
/** Room at the frame's edges (top, right, bottom, left) for a marker's ring and the code under it. */
const EDGE_PADDING = [28, 28, 44, 28];

/** The contiguous US from coast to coast, and any airport with planes beyond it (Alaska, Hawaii). */
const frameExtent = (markers: readonly LatLng[]) =>
  boundingExtent([...LOWER_48, ...markers].map(({ lat, lng }) => fromLonLat([lng, lat])));

const plural = (n: number) => `${usNumber(n)} plane${n === 1 ? '' : 's'}`;

interface ShareCountMapProps {
  /** Airports with active listings; `share` is the count drawn on each marker. */
  markers: AirportMarker[];
  /** A marker (or a group of them) was clicked. */
  onPick: (at: LatLng) => void;
}

/**
 * The map frame's map: the offline US map (raster tiles too when the server has a tile URL), one marker
 * per airport labelled with its number of listings (grouped when they crowd), and nothing to drag, zoom
 * or press: every interaction is off. A click on a marker answers its airport's position.
 */
export function ShareCountMap({ markers, onPick }: ShareCountMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const sourceRef = useRef(new VectorSource<MarkerFeature>());
  const mapRef = useRef<ReturnType<typeof createAirportMap> | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const fitRef = useRef<() => void>(() => undefined);
  const tileUrl = useMapTileUrl();

  useEffect(() => {
    const target = targetRef.current;
    if (!target) return;
    const tooltip = document.createElement('div');
    const parts = createAirportMap({ target, tooltip, markers: sourceRef.current, isSelected: () => false });
    const { map } = parts;
    map.getInteractions().forEach((interaction) => interaction.setActive(false));
    map.getViewport()!.style.touchAction = 'auto';
    const view = map.getView();
    view.setCenter(START.center);
    view.setZoom(START.zoom);
    // The whole country at any width: a phone's narrow frame shows both coasts (and the markers).
    const fit = () => {
      const size = map.getSize();
      if (size?.[0] && size[1]) view.fit(frameExtent(sourceRef.current.getFeatures().map((f) => f.get('marker') as AirportMarker)), { size, padding: EDGE_PADDING });
    };
    fitRef.current = fit;
    fit();
    map.on('change:size', fit);

    const markerAt = (pixel: number[]) => map.forEachFeatureAtPixel(pixel, (f) => f, { layerFilter: (l) => l === parts.markerLayer, hitTolerance: 3 });
    map.on('pointermove', (event) => {
      const hit = markerAt(event.pixel);
      const members = hit ? membersOf(hit) : [];
      target.style.cursor = hit ? 'pointer' : '';
      const total = members.reduce((n, m) => n + m.share, 0);
      target.title = !hit ? '' : members.length === 1 ? `${members[0]!.locationId} ${members[0]!.facility}: ${plural(total)}` : `${members.length} airports: ${plural(total)}`;
    });
    map.on('singleclick', (event) => {
      const hit = markerAt(event.pixel);
      if (!hit) return;
      const members = membersOf(hit);
      pick.current(members.length === 1 ? { lat: members[0]!.lat, lng: members[0]!.lng } : toLatLng((hit.getGeometry() as Point).getCoordinates()));
    });
    mapRef.current = parts;
    return () => {
      mapRef.current = null;
      fitRef.current = () => undefined;
      map.setTarget(undefined);
      map.dispose();
    };
  }, []);

  useEffect(() => {
    const parts = mapRef.current;
    if (!parts || !tileUrl) return;
    const tiles = new TileLayer({ source: new XYZ({ url: tileUrl, crossOrigin: 'anonymous' }) });
    parts.map.getLayers().insertAt(0, tiles);
    parts.setOverTiles(true);
    return () => {
      parts.map.removeLayer(tiles);
      parts.setOverTiles(false);
    };
  }, [tileUrl]);

  useEffect(() => {
    const source = sourceRef.current;
    source.clear(true);
    source.addFeatures(markers.map((m) => new Feature({ geometry: new Point(fromLonLat([m.lng, m.lat])), marker: m })));
    fitRef.current();
  }, [markers]);

  return <div ref={targetRef} className="airport-map-canvas share-count-map" role="img" aria-label="Map of US airports with planes to share" />;
}
