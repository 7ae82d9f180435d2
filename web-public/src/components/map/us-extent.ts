import type { LatLng } from './map-types';

/**
 * The contiguous US from coast to coast (Cape Alava, WA to West Quoddy Head, ME; the Florida Keys to the
 * Lake of the Woods), as two corners.
 */
export const LOWER_48: readonly [LatLng, LatLng] = [
  { lat: 24.4, lng: -124.8 },
  { lat: 49.4, lng: -66.9 },
];
