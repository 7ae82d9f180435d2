import { useEffect, useState } from 'react';
import { geoIpRead, type GeoIp } from '../../../components/map/visitor-position';
import { useFirstScreen } from '../../../lib/first-screen';

type Point = { lat: number; lng: number };

/**
 * Where the visitor probably is (server IP lookup, spec 4 "Geolocation"), asked once and only when
 * `wanted`: undefined while unknown, null when the lookup failed.
 */
export function useVisitorLocation(wanted: boolean): Point | null | undefined {
  // A server-rendered page came with the lookup when it needed it.
  const embedded = useFirstScreen<GeoIp>(wanted ? geoIpRead.url : null);
  const [point, setPoint] = useState<Point | null | undefined>(() => (embedded?.ok ? { lat: embedded.data.lat, lng: embedded.data.lng } : undefined));
  const asked = wanted || point !== undefined;

  useEffect(() => {
    if (!asked || point !== undefined) return;
    const controller = new AbortController();
    geoIpRead.load(controller.signal).then(
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
