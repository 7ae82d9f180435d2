import type { Coordinate } from 'ol/coordinate';
import { boundingExtent, type Extent } from 'ol/extent';
import { fromLonLat, toLonLat } from 'ol/proj';
import type { Size } from 'ol/size';
import type View from 'ol/View';
import type { LatLng, MapView } from './map-types';

/** Room kept between the search circle and the map's edge. */
const EDGE_PX = 20;
/**
 * Room kept around fitted places, in pixels (top, right, bottom, left): a marker's ring and the code
 * under it, the buttons at the top right and the legend at the bottom left.
 */
export const FIT_PADDING: readonly [number, number, number, number] = [44, 64, 60, 44];

export interface ViewTarget {
  center: Coordinate;
  resolution: number;
}

/**
 * The centre and resolution that show an extent (map units) whole in a map of `size` pixels, keeping
 * `padding` pixels (top, right, bottom, left) free at its edges, and no finer than `minResolution`
 * (one place alone is not shown street by street).
 */
export function extentTarget(
  extent: Extent,
  size: Size,
  padding: readonly [number, number, number, number],
  minResolution = 0,
): ViewTarget {
  const [top, right, bottom, left] = padding;
  const width = Math.max(1, size[0] - left - right);
  const height = Math.max(1, size[1] - top - bottom);
  const resolution = Math.max(minResolution, (extent[2] - extent[0]) / width, (extent[3] - extent[1]) / height);
  return {
    center: [(extent[0] + extent[2]) / 2 + ((right - left) / 2) * resolution, (extent[1] + extent[3]) / 2 + ((top - bottom) / 2) * resolution],
    resolution,
  };
}

/**
 * The centre and resolution that show a view: for a search circle, the radius spans half the map's
 * shorter side (Web Mercator stretches distances by 1 / cos(latitude)), so halving the radius is one
 * zoom step in, as on the Find page; for places, the smallest view holding them all.
 */
export function viewTarget(view: MapView, olView: View, size: Size | undefined): ViewTarget {
  if ('fit' in view) {
    const extent = boundingExtent(view.fit.map((p) => fromLonLat([p.lng, p.lat])));
    const fitted = extentTarget(extent, size ?? [600, 400], FIT_PADDING, olView.getResolutionForZoom(view.maxZoom));
    return { center: fitted.center, resolution: olView.getConstrainedResolution(fitted.resolution) ?? fitted.resolution };
  }
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
