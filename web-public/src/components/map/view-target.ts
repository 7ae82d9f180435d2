import type { Coordinate } from 'ol/coordinate';
import { fromLonLat, toLonLat } from 'ol/proj';
import type { Size } from 'ol/size';
import type View from 'ol/View';
import type { LatLng, MapView } from './map-types';

/** Room kept between the search circle and the map's edge. */
const EDGE_PX = 20;

export interface ViewTarget {
  center: Coordinate;
  resolution: number;
}

/**
 * The centre and resolution that show a view: for a search circle, the radius spans half the map's
 * shorter side (Web Mercator stretches distances by 1 / cos(latitude)), so halving the radius is one
 * zoom step in, as on the Find page.
 */
export function viewTarget(view: MapView, olView: View, size: Size | undefined): ViewTarget {
  const center = fromLonLat([view.center.lng, view.center.lat]);
  let resolution: number;
  if ('zoom' in view) {
    resolution = olView.getResolutionForZoom(view.zoom);
  } else {
    const [width, height] = size ?? [600, 400];
    const half = Math.max(60, Math.min(width, height) / 2 - EDGE_PX);
    const stretch = 1 / Math.cos((view.center.lat * Math.PI) / 180);
    resolution = (view.radiusKm * 1000 * stretch) / half;
  }
  // Within the view's zoom limits, so a view held at a limit still counts as on target.
  return { center, resolution: olView.getConstrainedResolution(resolution) ?? resolution };
}

export const toLatLng = (c: Coordinate): LatLng => {
  const [lng, lat] = toLonLat(c);
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
};

/** True when the view sits where the target put it (a few pixels and a percent of zoom apart at most). */
export function atTarget(olView: View, target: ViewTarget): boolean {
  const center = olView.getCenter();
  const resolution = olView.getResolution();
  if (!center || !resolution) return true;
  const px = Math.hypot(center[0] - target.center[0], center[1] - target.center[1]) / resolution;
  return px < 3 && Math.abs(resolution / target.resolution - 1) < 0.02;
}

/** Puts the view on the target: at once, or animated from where it is. */
export function showTarget(olView: View, target: ViewTarget, animate: boolean): void {
  if (atTarget(olView, target)) return;
  olView.cancelAnimations();
  if (animate) {
    olView.animate({ center: target.center, resolution: target.resolution, duration: 350 });
  } else {
    olView.setCenter(target.center);
    olView.setResolution(target.resolution);
  }
}
