/**
 * How a write names an airport: the one reading of it, for listings, the account's home airport, sign-up
 * and professional profiles alike (the browser runs it too). A write accepts back what the API answers
 * for an airport, so the reference is its id (a positive whole number, or its digits as text) or any
 * object carrying that id: the airport of GET /airport, of a ShareView or InstructorView
 * (`{ id, locationId, facility, city, state, lat, long }`) and of a profile (`{ id, locationId, facility }`).
 * Only the id is read; the other fields of the object are what the API said, not a request to change them.
 */
/** What every form and write says when the airport sent names none (spec section 5). */
export const AIRPORT_MESSAGE = 'Please select an airport';

export type AirportReference =
  /** Nothing sent (undefined, null or blank text): no airport. */
  | { kind: 'none' }
  | { kind: 'id'; id: number }
  /** Something sent that names no airport: `{}`, `{ id: "x" }`, a list, a code such as "SDF", 0, 1.5... */
  | { kind: 'invalid' };

const NONE: AirportReference = { kind: 'none' };
const INVALID: AirportReference = { kind: 'invalid' };

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function idOf(v: unknown): number | null {
  const n = typeof v === 'string' && /^\s*\d{1,16}\s*$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function readAirportReference(value: unknown): AirportReference {
  if (blank(value)) return NONE;
  // Own properties only: a key such as "__proto__" or "constructor" in a JSON object is data, not an id.
  const raw = typeof value === 'object' && !Array.isArray(value) ? (Object.hasOwn(value as object, 'id') ? (value as { id: unknown }).id : undefined) : value;
  const id = idOf(raw);
  return id === null ? INVALID : { kind: 'id', id };
}

/** The airport id a reference names, or null (none or invalid). */
export function airportIdOf(value: unknown): number | null {
  const ref = readAirportReference(value);
  return ref.kind === 'id' ? ref.id : null;
}
