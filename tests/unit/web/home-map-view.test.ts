import { describe, expect, it } from 'vitest';
import type { AirportMarker } from '../../../web-public/src/components/map/map-types';
import { LOWER_48 } from '../../../web-public/src/components/map/us-extent';
import { HOME_MAX_ZOOM, homeMapView } from '../../../web-public/src/features/home/utils/home-map-view';

const marker = (locationId: string, lat: number, lng: number, share = 1): AirportMarker => ({
  id: lat * 1000, locationId, facility: locationId, lat, lng, share, instructor: 0, user: 0,
});
const LOU = marker('LOU', 38.228, -85.6637);
const SDF = marker('SDF', 38.1744, -85.7365);
const APA = marker('APA', 39.5701, -104.8493);

describe('where the home map opens', () => {
  it('on the airports near the visitor when the search around them found some', () => {
    expect(homeMapView({ markers: [LOU, SDF, APA], nearby: [LOU, SDF] })).toEqual({
      fit: [{ lat: LOU.lat, lng: LOU.lng }, { lat: SDF.lat, lng: SDF.lng }],
      maxZoom: HOME_MAX_ZOOM,
    });
  });

  it('on every airport with planes when nothing is near the visitor', () => {
    expect(homeMapView({ markers: [APA, LOU], nearby: [] })).toEqual({ fit: [{ lat: APA.lat, lng: APA.lng }, { lat: LOU.lat, lng: LOU.lng }], maxZoom: HOME_MAX_ZOOM });
  });

  it('on the whole country when no airport has anything yet, never on an empty stretch', () => {
    expect(homeMapView({ markers: [], nearby: [] })).toEqual({ fit: [...LOWER_48], maxZoom: HOME_MAX_ZOOM });
  });
});
