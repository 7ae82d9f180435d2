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

/**
 * A chosen airport (home, followed, a profile's): enough to name it and say where it is. The other airport
 * shapes are this one's fields too: a search answer's (domain/search/search-result.ts), the stored row
 * (adapters/persistence/entities/schemas.ts), the back office's and a marker's (domain/airport/airport-view.ts).
 */
export type AirportRef = Pick<Airport, 'id' | 'locationId' | 'facility' | 'city' | 'state'>;

/** "LOU - Bowman": code and name, for texts that say the place separately. */
export const airportCodeName = (a: Pick<AirportRef, 'locationId' | 'facility'>): string => `${a.locationId} - ${a.facility}`;

/**
 * A chosen airport everywhere one is shown: "LOU - Bowman, Louisville, KY". Names repeat across states
 * (Bowman is also in Anaconda, MT), so the place is part of the label; a part that is missing is left out.
 */
export function airportLabel(a: Pick<AirportRef, 'locationId' | 'facility'> & Partial<Pick<AirportRef, 'city' | 'state'>>): string {
  const place = [a.city, a.state].map((part) => part?.trim()).filter(Boolean).join(', ');
  return place ? `${airportCodeName(a)}, ${place}` : airportCodeName(a);
}

/**
 * Words that only say what kind of field a name is ("Bowman Field", "Bowman Municipal Airport"): an
 * airport's name matches what a pilot typed when both are the same without them. The airport search
 * ranks such a match as exact.
 */
export const AIRPORT_GENERIC_WORDS = [
  'airport', 'airfield', 'airpark', 'field', 'municipal', 'muni', 'regional', 'rgnl', 'international', 'intl',
] as const;

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
