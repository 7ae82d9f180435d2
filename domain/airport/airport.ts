/** An airport, identified to pilots by its FAA location identifier (e.g. LOU, SDF, 1A5). */
export interface Airport {
  id: number;
  locationId: string;
  facility: string;
  city: string;
  state: string;
  lat: number;
  long: number;
}

/** A followed airport as the profile shows it: "locationId - facility". */
export interface AirportRef {
  id: number;
  locationId: string;
  facility: string;
}

export const airportLabel = (a: AirportRef): string => `${a.locationId} - ${a.facility}`;

/**
 * Normalises what a pilot types into the airport box. ICAO codes of US airports are the FAA code with a
 * leading K (KSDF is SDF), so a four-letter code starting with K is also tried without it.
 */
export function airportQueryCodes(raw: string): string[] {
  const q = raw.trim().toUpperCase();
  if (!q) return [];
  const codes = [q];
  if (/^K[A-Z0-9]{3}$/.test(q)) codes.push(q.slice(1));
  return codes;
}
