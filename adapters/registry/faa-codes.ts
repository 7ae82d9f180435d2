import { AIRCRAFT_TAGS, type AircraftTag } from '../../domain/options.js';

/**
 * The FAA registry's one- and two-character codes turned into the words Wingshare shows, and the
 * tail-number spelling rules. Pure: no I/O, so it is tested without a database.
 */

/** MASTER "TYPE AIRCRAFT" (also ACFTREF "TYPE-ACFT"). */
export const AIRCRAFT_TYPES: Readonly<Record<string, string>> = {
  '1': 'Glider',
  '2': 'Balloon',
  '3': 'Blimp/Dirigible',
  '4': 'Fixed wing single engine',
  '5': 'Fixed wing multi engine',
  '6': 'Rotorcraft',
  '7': 'Weight-shift-control',
  '8': 'Powered Parachute',
  '9': 'Gyroplane',
  H: 'Hybrid Lift',
  O: 'Other',
};

/** MASTER "TYPE ENGINE" (also ENGINE "TYPE"). */
export const ENGINE_TYPES: Readonly<Record<string, string>> = {
  '0': 'None',
  '1': 'Reciprocating',
  '2': 'Turbo-prop',
  '3': 'Turbo-shaft',
  '4': 'Turbo-jet',
  '5': 'Turbo-fan',
  '6': 'Ramjet',
  '7': '2 Cycle',
  '8': '4 Cycle',
  '9': 'Unknown',
  '10': 'Electric',
  '11': 'Rotary',
};

/** ACFTREF "AC-CAT". */
export const AIRCRAFT_CATEGORIES: Readonly<Record<string, string>> = { '1': 'Land', '2': 'Sea', '3': 'Amphibian' };

/** The registry codes one aircraft row keeps (columns aircraft_type, engine_type, category). */
export interface RegistryCodes {
  aircraftType: string;
  engineType: string;
  category: string;
}

export const classificationOf = (aircraftType: string): string => AIRCRAFT_TYPES[aircraftType.trim().toUpperCase()] ?? '';

/** The land/sea category first, then the app's aircraft tags the codes imply, in AIRCRAFT_TAGS order. */
export function categoriesOf(codes: RegistryCodes): string[] {
  const type = codes.aircraftType.trim().toUpperCase();
  const engine = String(Number(codes.engineType.trim() || NaN)); // '02' and '2 ' read as '2'
  const category = codes.category.trim();
  const tags = new Set<AircraftTag>();
  if (type === '4') tags.add('Single Engine');
  if (type === '5') tags.add('Multi-Engine');
  if (type === '6') tags.add('Helicopter');
  if (type === '2') tags.add('Hot-Air Balloon');
  if (category === '2' || category === '3') tags.add('Amphibious/Float');
  // Turbine engines: the FAA cannot say "turbocharged piston", so 'Turbo' means a turboprop or turboshaft.
  if (engine === '2' || engine === '3') tags.add('Turbo');
  if (engine === '4' || engine === '5') tags.add('Jet');
  const land = AIRCRAFT_CATEGORIES[category];
  return [...(land ? [land] : []), ...AIRCRAFT_TAGS.filter((t) => tags.has(t))];
}

/**
 * The registry key of what a person typed: 'n-100', ' N 100 ' and '100' all give 'N100'. Null when it
 * cannot be a US registration mark (empty, longer than N plus five characters, not letters and digits).
 */
export function normalizeTailNumber(input: string): string | null {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  const mark = compact.startsWith('N') ? compact.slice(1) : compact;
  return /^[0-9A-Z]{1,5}$/.test(mark) ? `N${mark}` : null;
}

/**
 * A mark the FAA would issue today: N, a first digit 1-9, then up to four more digits, optionally
 * ending in one or two letters (never I or O), five characters at most after the N.
 */
export function isIssuableTailNumber(tailNumber: string): boolean {
  return /^N(?=[0-9A-Z]{1,5}$)[1-9][0-9]{0,4}[A-HJ-NP-Z]{0,2}$/.test(tailNumber);
}
