import { useEffect, useState } from 'react';
import { getVisitorLocation } from '../api/visitor-location.api';

type Point = { lat: number; lng: number };

/**
 * Where the visitor probably is (server IP lookup, spec 4 "Geolocation"), asked once and only when
 * `wanted`: undefined while unknown, null when the lookup failed.
 */
export function useVisitorLocation(wanted: boolean): Point | null | undefined {
  const [point, setPoint] = useState<Point | null | undefined>(undefined);
  const asked = wanted || point !== undefined;

  useEffect(() => {
    if (!asked) return;
    const controller = new AbortController();
    getVisitorLocation(controller.signal).then(
      ({ lat, lng }) => setPoint({ lat, lng }),
      () => {
        // Without a position, Closest falls back to the newest profiles; nothing to show the visitor.
        if (!controller.signal.aborted) setPoint(null);
      },
    );
    return () => controller.abort();
  }, [asked]);

  return point;
}
