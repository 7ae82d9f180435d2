import { useEffect, useState } from 'react';
import type { AirportMarker } from '../../../components/map/map-types';
import { visitorPosition } from '../../../components/map/visitor-position';
import { getAirportShares, getNearbyCounts } from '../api/home-map.api';
import type { HomeMarkers } from '../utils/home-map-view';

/**
 * The home map's markers: planes at every airport that has some, and near the visitor also the pilots
 * and professionals (a 500 km search). Either source failing leaves the other's markers. Null until both
 * have answered, so the map opens where it should; nothing is asked until `wanted`.
 */
export function useHomeMarkers(wanted: boolean): HomeMarkers | null {
  const [loaded, setLoaded] = useState<HomeMarkers | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const warn = (error: unknown) => {
      console.warn('Could not load the home map markers', error);
      return [];
    };
    Promise.all([getAirportShares().catch(warn), visitorPosition().then(getNearbyCounts).catch(warn)]).then(([everywhere, around]) => {
      if (!live) return;
      const byId = new Map<number, AirportMarker>();
      for (const { airport, count } of everywhere) {
        byId.set(airport.id, { ...airport, lng: airport.long, share: count, instructor: 0, user: 0 });
      }
      const nearby: AirportMarker[] = [];
      for (const { airport, share, instructor, user } of around) {
        const marker = { ...airport, lng: airport.long, share, instructor, user };
        byId.set(airport.id, marker);
        if (share + instructor + user > 0) nearby.push(marker);
      }
      setLoaded({ markers: [...byId.values()], nearby });
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return loaded;
}
