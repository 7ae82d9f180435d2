import type { AirmanCandidate } from '../../domain/pilot/airmen/airman-candidates.js';
import type { AirmanCertRow, AirmanMedicalRow } from '../../domain/pilot/airmen/airman-codes.js';
import { cityKey, givenNames, lastNameKey, zip5 } from '../../domain/pilot/airmen/airman-name.js';
import { BASIC_HEADER, CERT_HEADER } from './airmen-file.parser.js';

/**
 * The rows the airmen tables hold (migration 20261217300000), read from the FAA's fields: the names
 * normalised as the match compares them (the domain's AirmanCandidate), the place without the street, the
 * codes as the file writes them (the domain's AirmanMedicalRow and AirmanCertRow).
 */
export type AirmanRow = AirmanCandidate & AirmanMedicalRow;

export type AirmanCertDbRow = AirmanCertRow & { uniqueId: string };

export const AIRMEN_COLUMNS = [
  'unique_id', 'first_names', 'last_key', 'city', 'state', 'zip5', 'med_class', 'med_date', 'basic_med_course_date', 'basic_med_cmec_date',
] as const;
export const CERT_COLUMNS = ['unique_id', 'type', 'level', 'expire_date', 'ratings'] as const;

const column = (header: readonly string[], name: string) => header.indexOf(name);
const B = Object.fromEntries(BASIC_HEADER.map((c) => [c, column(BASIC_HEADER, c)])) as Record<(typeof BASIC_HEADER)[number], number>;
const C_TYPE = column(CERT_HEADER, 'TYPE');
const C_LEVEL = column(CERT_HEADER, 'LEVEL');
const C_EXPIRE = column(CERT_HEADER, 'EXPIRE DATE');
const C_RATING1 = column(CERT_HEADER, 'RATING1');

const UNIQUE_ID = /^[A-Z]\d{7}$/;
/** A code as the FAA writes them (P/ASEL, A/CE-525): anything else is not stored. */
const CODE = /^[A-Z0-9][A-Z0-9/-]{0,15}$/;
const short = (value: string, width: number) => (value.length <= width ? value : '');

/** A PILOT_BASIC line's row; null when it cannot be matched (no id, no last name). */
export function airmanRowOf(fields: readonly string[]): AirmanRow | null {
  const uniqueId = fields[B['UNIQUE ID']].toUpperCase();
  const lastKey = lastNameKey(fields[B['LAST NAME']]);
  if (!UNIQUE_ID.test(uniqueId) || !lastKey) return null;
  const state = fields[B.STATE].toUpperCase();
  return {
    uniqueId,
    firstNames: givenNames(fields[B['FIRST NAME']]),
    lastKey,
    city: cityKey(fields[B.CITY]),
    state: /^[A-Z]{2}$/.test(state) ? state : '',
    zip5: zip5(fields[B['ZIP CODE']]),
    medClass: short(fields[B['MED CLASS']], 1),
    medDate: short(fields[B['MED DATE']], 8),
    basicMedCourseDate: short(fields[B['BASIC MED COURSE DATE']], 8),
    basicMedCmecDate: short(fields[B['BASIC MED CMEC DATE']], 8),
  };
}

/** A PILOT_CERT line's row (its pilot and instructor ratings; type ratings are not compared); null without an id. */
export function certRowOf(fields: readonly string[]): AirmanCertDbRow | null {
  const uniqueId = fields[0].toUpperCase();
  if (!UNIQUE_ID.test(uniqueId)) return null;
  const ratings: string[] = [];
  for (let i = C_RATING1; i < C_RATING1 + 11; i++) {
    const code = fields[i]?.toUpperCase();
    if (code && CODE.test(code)) ratings.push(code);
  }
  return {
    uniqueId,
    type: short(fields[C_TYPE].toUpperCase(), 2),
    level: short(fields[C_LEVEL].toUpperCase(), 2),
    expireDate: short(fields[C_EXPIRE], 8),
    ratings,
  };
}

/** COPY's text format: tab-separated, backslash, tab and line ends escaped. */
const copyText = (value: string) => value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

export const airmanCopyLine = (r: AirmanRow): string =>
  `${[r.uniqueId, r.firstNames, r.lastKey, r.city, r.state, r.zip5, r.medClass, r.medDate, r.basicMedCourseDate, r.basicMedCmecDate].map(copyText).join('\t')}\n`;

/** The ratings as an array literal: the codes hold no character an array or COPY would need to quote. */
export const certCopyLine = (r: AirmanCertDbRow): string =>
  `${[r.uniqueId, r.type, r.level, r.expireDate].map(copyText).join('\t')}\t{${r.ratings.join(',')}}\n`;
