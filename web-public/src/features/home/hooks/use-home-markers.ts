import { useEffect, useState } from 'react';
import type { AirportMarker } from '../../../components/map/map-types';
import { visitorPosition } from '../../../components/map/visitor-position';
import { getAirportShares, getNearbyCounts } from '../api/home-map.api';

/**
 * The home map's markers: planes at every airport that has some, and near the visitor also the pilots
 * and professionals (a 500 km search). Either source failing leaves the other's markers.
 */
export function useHomeMarkers(): AirportMarker[] {
  const [markers, setMarkers] = useState<AirportMarker[]>([]);
  useEffect(() => {
    let live = true;
    const warn = (error: unknown) => {
      console.warn('Could not load the home map markers', error);
      return [];
    };
    Promise.all([getAirportShares().catch(warn), visitorPosition().then(getNearbyCounts).catch(warn)]).then(([everywhere, nearby]) => {
      if (!live) return;
      const byId = new Map<number, AirportMarker>();
      for (const { airport, count } of everywhere) {
        byId.set(airport.id, { ...airport, lng: airport.long, share: count, instructor: 0, user: 0 });
      }
      for (const { airport, share, instructor, user } of nearby) {
        byId.set(airport.id, { ...airport, lng: airport.long, share, instructor, user });
      }
      setMarkers([...byId.values()]);
    });
    return () => {
      live = false;
    };
  }, []);
  return markers;
}
