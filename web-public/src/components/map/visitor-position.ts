import { useEffect, useState } from 'react';
import { DEFAULT_CENTRE } from '../../../../domain/search/search-criteria';
import { apiRead, apiRequest } from '../../lib/api-client';
import { useFirstScreen } from '../../lib/first-screen';
import type { LatLng } from './map-types';

/** Where a map starts for this visitor, and the place's name for the location box. */
export interface VisitorPosition extends LatLng {
  label: string;
}

export interface GeoIp {
  city: string;
  subdivision: string;
  lat: number;
  lng: number;
  isCellular: boolean;
}

/** Louisville, KY: the fallback of spec 8 ("Geo lookup failure"). */
export const DEFAULT_POSITION: VisitorPosition = { ...DEFAULT_CENTRE, label: 'Louisville, KY' };

const DEVICE_TIMEOUT_MS = 8000;

function devicePosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('geolocation not available'));
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      reject,
      { timeout: DEVICE_TIMEOUT_MS, maximumAge: 600_000 },
    );
  });
}

/** GET /api/meta/geoip: where the visitor's address is (Louisville, KY when it says nothing). */
export const geoIpRead = apiRead<GeoIp>('/meta/geoip');

export const positionOfIp = (geo: GeoIp): VisitorPosition => ({ lat: geo.lat, lng: geo.lng, label: [geo.city, geo.subdivision].filter(Boolean).join(', ') });

async function locate(known?: GeoIp): Promise<VisitorPosition> {
  try {
    const geo = known ?? (await geoIpRead.load());
    const fromIp = positionOfIp(geo);
    // A phone network's address says little about where the phone is: ask the device (spec 4 "Geolocation").
    if (!geo.isCellular) return fromIp;
    const device = await devicePosition().catch(() => null);
    if (!device) return fromIp;
    const place = await apiRequest<{ label: string }>('/places/reverse', { query: { ...device } }).catch(() => null);
    return { ...device, label: place?.label ?? '' };
  } catch (error) {
    console.warn('Could not locate the visitor; starting at Louisville, KY', error);
    return DEFAULT_POSITION;
  }
}

let cached: Promise<VisitorPosition> | null = null;

/**
 * The visitor's position (server IP lookup, the device on cellular networks, else Louisville), once per
 * page load; `known` is the IP lookup a server-rendered page came with.
 */
export function visitorPosition(known?: GeoIp): Promise<VisitorPosition> {
  cached ??= locate(known);
  return cached;
}

/**
 * visitorPosition for a component: a server-rendered page is drawn at once with the IP lookup it came with
 * (unless the address is a phone network's: the device is asked after hydration); null until known.
 */
export function useVisitorPosition(): VisitorPosition | null {
  const embedded = useFirstScreen<GeoIp>(geoIpRead.url);
  const known = embedded?.ok ? embedded.data : undefined;
  const [position, setPosition] = useState<VisitorPosition | null>(() => (known && !known.isCellular ? positionOfIp(known) : null));
  useEffect(() => {
    let live = true;
    void visitorPosition(known).then((p) => live && setPosition((current) => (current && samePlace(current, p) ? current : p)));
    return () => {
      live = false;
    };
    // `known` is the page's answer, read once at mount.
  }, []);
  return position;
}

const samePlace = (a: VisitorPosition, b: VisitorPosition) => a.lat === b.lat && a.lng === b.lng && a.label === b.label;
