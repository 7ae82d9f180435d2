import 'ol/ol.css';
import './map-box.css';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { useEffect, useRef, useState } from 'react';
import { AirportMarkerList } from './airport-marker-list';
import { createAirportMap, type AirportMapParts, type MarkerFeature } from './create-airport-map';
import { MapControls } from './map-controls';
import { listenToMap } from './map-gestures';
import { useMapTileUrl } from './map-tile-url';
import type { AirportMapProps } from './map-types';
import { showTarget, viewTarget, type ViewTarget } from './view-target';
import './airport-map.css';

/** Ignore a second "blocked" within this long: one drag must not open the same modal twice. */
const BLOCK_REPEAT_MS = 800;

/**
 * The airport map: the offline US background (plus raster tiles when the server has a tile URL),
 * one marker per airport with its counts, grouped when they crowd, a tooltip, the legend, and
 * Home / Zoom in / Zoom out. Loaded on demand (lazy-airport-map.tsx): OpenLayers stays out of other pages.
 */
export function AirportMap(props: AirportMapProps) {
  const { label, markers, view, selectedAirportId = null, interactive = true, busy = false, className } = props;
  const targetRef = useRef<HTMLDivElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const [parts, setParts] = useState<AirportMapParts | null>(null);
  const [tooltip, setTooltip] = useState<string | null>(null);
  const sourceRef = useRef(new VectorSource<MarkerFeature>());
  const appliedRef = useRef<ViewTarget | null>(null);
  const blockedAtRef = useRef(0);
  /** The view has been shown once on this map: later changes are animated. */
  const shownRef = useRef(false);
  const latest = useRef(props);
  latest.current = props;
  const tileUrl = useMapTileUrl();
  const map = parts?.map ?? null;

  const blocked = () => {
    const now = Date.now();
    if (now - blockedAtRef.current < BLOCK_REPEAT_MS) return;
    blockedAtRef.current = now;
    latest.current.onBlocked?.();
  };

  /** Where the current view prop puts the map, remembered so the map can tell the visitor's moves apart. */
  const target = (m: AirportMapParts['map']) => (appliedRef.current = viewTarget(latest.current.view, m.getView(), m.getSize()));

  // The map, once per mount.
  useEffect(() => {
    if (!targetRef.current || !tooltipRef.current) return;
    const created = createAirportMap({
      target: targetRef.current,
      tooltip: tooltipRef.current,
      markers: sourceRef.current,
      isSelected: (id) => id === (latest.current.selectedAirportId ?? null),
    });
    const stop = listenToMap(created, { props: () => latest.current, blocked, setTooltip, applied: appliedRef });
    // A new size keeps the same circle or zoom in view, without counting as a move.
    const resized = created.map.on('change:size', () => showTarget(created.map.getView(), target(created.map), false));
    shownRef.current = false;
    setParts(created);
    return () => {
      stop();
      created.map.un('change:size', resized.listener);
      created.map.setTarget(undefined);
      created.map.dispose();
      setParts(null);
    };
    // The map is made once; everything that changes reaches it through `latest` and the effects below.
  }, []);

  // Gestures follow `interactive`; a visitor's vertical swipe then scrolls the page instead of the map.
  useEffect(() => {
    if (!map) return;
    map.getInteractions().forEach((interaction) => interaction.setActive(interactive));
    map.getViewport()!.style.touchAction = interactive ? 'none' : 'pan-y';
  }, [map, interactive]);

  // Raster tiles under the borders, when the server has a tile URL.
  useEffect(() => {
    if (!parts || !tileUrl) return;
    const tiles = new TileLayer({ source: new XYZ({ url: tileUrl, crossOrigin: 'anonymous' }) });
    parts.map.getLayers().insertAt(0, tiles);
    parts.setOverTiles(true);
    return () => {
      parts.map.removeLayer(tiles);
      parts.setOverTiles(false);
    };
  }, [parts, tileUrl]);

  useEffect(() => {
    const source = sourceRef.current;
    source.clear(true);
    source.addFeatures(markers.map((m) => new Feature({ geometry: new Point(fromLonLat([m.lng, m.lat])), marker: m })));
  }, [markers]);

  useEffect(() => parts?.markerLayer.changed(), [parts, selectedAirportId]);

  // The view: moved there when it changes (animated after the first time).
  const viewKey = JSON.stringify(view);
  useEffect(() => {
    if (!parts) return;
    parts.circle.show(latest.current.view);
    showTarget(parts.map.getView(), target(parts.map), shownRef.current);
    shownRef.current = true;
  }, [parts, viewKey]);

  const zoomBy = (delta: number) => {
    const olView = map?.getView();
    olView?.animate({ zoom: (olView.getZoom() ?? 4) + delta, duration: 250 });
  };
  const goHome = () => map && showTarget(map.getView(), target(map), true);
  const guard = (action: (() => void) | undefined, fallback: () => void) => () => {
    if (!interactive) return blocked();
    (action ?? fallback)();
  };

  return (
    <div className={`airport-map${className ? ` ${className}` : ''}`}>
      <div ref={targetRef} className="airport-map-canvas" role="region" aria-label={label} tabIndex={0} />
      <div ref={tooltipRef} className="airport-map-tooltip" role="tooltip" hidden={!tooltip}>
        {tooltip}
      </div>
      <MapControls
        onHome={guard(props.onHome, goHome)}
        onZoomIn={guard(props.onZoomIn, () => zoomBy(1))}
        onZoomOut={guard(props.onZoomOut, () => zoomBy(-1))}
      />
      <AirportMarkerList
        headingLevel={props.listHeadingLevel ?? 2}
        markers={markers}
        selectedAirportId={selectedAirportId}
        onSelect={(m) => (interactive ? latest.current.onMarkerSelect?.(m) : blocked())}
      />
      {busy && (
        <p className="airport-map-busy" role="status">
          <span className="spinner" aria-hidden="true" /> Searching…
        </p>
      )}
    </div>
  );
}
