import type { Geocoder, Place } from '../../application/ports/geocoder.js';
import { nameKey } from './place-names.js';
import { US_STATES, type UsState } from './us-states.js';
import { ZipcodeIndex, type CityEntry, type ZipEntry } from './zipcode-index.js';

/** Reverse lookups farther than this from every zip code answer null (out at sea, abroad). */
const REVERSE_MAX_KM = 100;
/** A state ranks among the cities of its match tier as if it were a city of this many zip codes. */
const STATE_WEIGHT = 50;

/** Match quality, best first: the whole name, the start of the name, the start of a later word. */
const EXACT = 0;
const PREFIX = 1;
const WORD = 2;

interface Reading {
  /** The city part, as a name key. */
  name: string;
  /** The states the text names besides the city, or null when it names none. */
  states: Set<string> | null;
}

interface Candidate {
  place: CityEntry | UsState;
  tier: number;
  weight: number;
}

const STATES = US_STATES.map((s) => ({ state: s, code: s.code.toLowerCase(), key: nameKey(s.name) }));

/**
 * The embedded geocoder: US zip codes and cities from the vega-datasets package (data/zipcodes.csv) and
 * the states, all in memory. The file is read at the first call (or by load()), in about half a second.
 */
export class ZipcodeGeocoder implements Geocoder {
  private index: ZipcodeIndex | null = null;

  constructor(private readonly file?: string) {}

  load(): ZipcodeIndex {
    this.index ??= ZipcodeIndex.read(this.file);
    return this.index;
  }

  async autocomplete(q: string, limit: number): Promise<Place[]> {
    const text = q.trim();
    if (!text || limit < 1) return [];
    const zip = /^(\d{1,5})(?:-\d{0,4})?$/.exec(text);
    if (zip) return this.load().zipsStartingWith(zip[1], limit).map(zipPlace);
    return this.match(text, false).slice(0, limit).map((c) => toPlace(c.place));
  }

  async forward(query: string): Promise<Place | null> {
    const text = query.trim();
    if (!text) return null;
    const zip = this.zipIn(text);
    if (zip) return zipPlace(zip);
    const exact = this.match(text, true)[0];
    if (exact) return toPlace(exact.place);
    // Enter pressed on a half-typed name: the best suggestion, when there is enough text to go on.
    const suggested = nameKey(text).length >= 3 ? this.match(text, false)[0] : undefined;
    return suggested && suggested.tier <= PREFIX ? toPlace(suggested.place) : null;
  }

  async reverse(lat: number, lng: number): Promise<Place | null> {
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    const found = this.load().nearest(lat, lng, REVERSE_MAX_KM);
    if (!found) return null;
    const { zip } = found;
    const { city } = zip;
    return { kind: 'city', label: cityLabel(city), city: city.name, state: city.state, zip: zip.zip, lat: zip.lat, lng: zip.lng };
  }

  /**
   * A zip code that ends the text ("40202", "Louisville, KY 40202-1234", "123 Main St, Louisville, KY 40202"),
   * or starts it followed by its own city (the labels of zip places: "40202 Louisville, KY"), not a house number.
   */
  private zipIn(text: string): ZipEntry | undefined {
    const index = this.load();
    const last = /(?:^|\D)(\d{5})(?:-\d{4})?$/.exec(text);
    if (last) return index.zip(last[1]);
    const first = /^(\d{5})(?:-\d{4})?\s+([^,]+)/.exec(text);
    const zip = first ? index.zip(first[1]) : undefined;
    return zip && nameKey(first![2]) === nameKey(zip.city.name) ? zip : undefined;
  }

  /** Cities and states the text names (exact) or starts to name, best first. */
  private match(text: string, exact: boolean): Candidate[] {
    const index = this.load();
    const best = new Map<CityEntry | UsState, Candidate>();
    const offer = (c: Candidate) => {
      const seen = best.get(c.place);
      if (!seen || c.tier < seen.tier) best.set(c.place, c);
    };
    for (const reading of readings(text, exact)) {
      if (!reading.name) continue;
      for (const entry of index.namesStartingWith(reading.name)) {
        const { city } = entry;
        if (reading.states && !reading.states.has(city.state)) continue;
        const tier = entry.wordStart ? WORD : entry.key === reading.name ? EXACT : PREFIX;
        if (exact && tier !== EXACT) continue;
        offer({ place: city, tier, weight: city.zipCount });
      }
    }
    // The whole text as a state: "KY", "Kentucky", "kent".
    const whole = nameKey(text, !exact);
    for (const s of whole ? STATES : []) {
      const tier = whole === s.code || whole === s.key ? EXACT : !exact && s.key.startsWith(whole) ? PREFIX : null;
      if (tier !== null) offer({ place: s.state, tier, weight: STATE_WEIGHT });
    }
    return [...best.values()].sort(
      (a, b) => a.tier - b.tier || b.weight - a.weight || toLabel(a.place).localeCompare(toLabel(b.place)),
    );
  }
}

/**
 * The ways to read a text: the whole of it as a city name, and, when it ends with a state ("Louisville, KY",
 * "Louisville KY", "salem new hampshire", "santa fe new" while typing), the rest as a city in that state.
 */
function readings(text: string, exact: boolean): Reading[] {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length > 1) {
    // "123 Main St, Louisville, KY 40202": the city is the part before the state.
    const stateText = nameKey(parts[parts.length - 1].replace(/\d+(-\d*)?/g, ''));
    const name = nameKey(parts[parts.length - 2], !exact && !stateText);
    return [{ name, states: stateText ? statesNamed(stateText, exact ? null : 1) : null }];
  }
  const out: Reading[] = [{ name: nameKey(text, !exact), states: null }];
  const words = nameKey(text, !exact).split(' ');
  for (let k = 1; k <= 3 && k < words.length; k++) {
    const tail = words.slice(-k).join(' ');
    // Two letters at the end are a state code only when they are one exactly ("fort wa" is also Fort Wayne).
    const states = k === 1 && tail.length === 2 ? statesNamed(tail, null) : statesNamed(tail, exact ? null : 3);
    if (states.size) out.push({ name: words.slice(0, -k).join(' '), states });
  }
  return out;
}

/**
 * The states a text names: by code or whole name, or, while typing, by the start of the name or code
 * once it is at least minPrefix letters long (null: exact names only).
 */
function statesNamed(key: string, minPrefix: number | null): Set<string> {
  const prefix = minPrefix !== null && key.length >= minPrefix;
  const named = STATES.filter(
    (s) => key === s.code || key === s.key || (prefix && (s.key.startsWith(key) || s.code.startsWith(key))),
  );
  return new Set(named.map((s) => s.state.code));
}

function isState(place: CityEntry | UsState): place is UsState {
  return 'code' in place;
}

function toLabel(place: CityEntry | UsState): string {
  return isState(place) ? place.name : cityLabel(place);
}

function toPlace(place: CityEntry | UsState): Place {
  if (isState(place)) return { kind: 'state', label: place.name, city: null, state: place.code, zip: null, lat: place.lat, lng: place.lng };
  return { kind: 'city', label: cityLabel(place), city: place.name, state: place.state, zip: null, lat: place.lat, lng: place.lng };
}

function zipPlace(z: ZipEntry): Place {
  return { kind: 'zip', label: `${z.zip} ${cityLabel(z.city)}`, city: z.city.name, state: z.city.state, zip: z.zip, lat: z.lat, lng: z.lng };
}

const cityLabel = (c: CityEntry) => `${c.name}, ${c.state}`;
