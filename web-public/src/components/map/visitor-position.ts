import { DEFAULT_CENTRE } from '../../../../domain/search/search-criteria';
import { apiRequest } from '../../lib/api-client';
import type { LatLng } from './map-types';

/** Where a map starts for this visitor, and the place's name for the location box. */
export interface VisitorPosition extends LatLng {
  label: string;
}

interface GeoIp {
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

async function locate(): Promise<VisitorPosition> {
  try {
    const geo = await apiRequest<GeoIp>('/meta/geoip');
    const fromIp = { lat: geo.lat, lng: geo.lng, label: [geo.city, geo.subdivision].filter(Boolean).join(', ') };
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

/** The visitor's position (server IP lookup, the device on cellular networks, else Louisville), once per page load. */
export function visitorPosition(): Promise<VisitorPosition> {
  cached ??= locate();
  return cached;
}
