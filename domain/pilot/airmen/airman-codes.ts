/**
 * The FAA airmen file's codes (PILOT_CERT.csv and PILOT_BASIC.csv, see ../shared/data/faa-airmen/README.md)
 * read into a FaaAirman: what the file says of one airman, in the record's words. Importers of the file
 * disagree on its date formats, so dates are read tolerantly: MMYYYY or MMDDYYYY.
 */
import { CERTIFICATES, type CalendarDay, type Certificate, type MedicalClass, type Rating } from '../pilot-record.js';
import type { FaaAirman } from './faa-match.js';

/** One PILOT_CERT row of an airman, as the file writes it (codes trimmed). */
export interface AirmanCertRow {
  /** P pilot, F flight instructor, G ground instructor, U remote pilot... */
  type: string;
  /** For TYPE P: A, C, P, V, T or S. */
  level: string;
  /** EXPIRE DATE, MMDDYYYY (instructor certificates). */
  expireDate: string;
  /** RATING1..11, each LEVEL/CODE ('P/ASEL', 'F/INSTA'). */
  ratings: string[];
}

/** What PILOT_BASIC says of his medical. */
export interface AirmanMedicalRow {
  medClass: string;
  medDate: string;
  basicMedCourseDate: string;
  basicMedCmecDate: string;
}

export const CERTIFICATE_LEVELS: Record<string, Certificate> = {
  A: 'atp',
  C: 'commercial',
  P: 'private',
  V: 'recreational',
  T: 'sport',
  S: 'student',
};

const rank = (c: Certificate) => CERTIFICATES.indexOf(c);

/** 'P/INSTA' → 'INSTA'; a code without a level is kept as it is. */
const codeOf = (rating: string) => rating.trim().toUpperCase().split('/').pop() ?? '';

/** The record's ratings a pilot certificate's rating codes support. */
function pilotRatings(codes: string[]): Rating[] {
  const ratings = new Set<Rating>();
  for (const code of codes) {
    if (code === 'INSTA') ratings.add('instrument');
    if (code === 'AMEL' || code === 'AMES') ratings.add('multi-engine');
    if (code === 'ASES' || code === 'AMES') ratings.add('seaplane');
    if (code === 'HEL') ratings.add('rotorcraft');
  }
  return [...ratings];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'MMYYYY' or 'MMDDYYYY' → 'YYYY-MM'; null when unreadable. */
export function faaMonth(value: string): string | null {
  const v = value.trim();
  const m = /^(\d{2})(?:\d{2})?(\d{4})$/.exec(v);
  if (!m || (v.length !== 6 && v.length !== 8)) return null;
  const month = Number(m[1]);
  return month >= 1 && month <= 12 ? `${m[2]}-${pad(month)}` : null;
}

/** 'MMDDYYYY' → 'YYYY-MM-DD'; 'MMYYYY' → the month's last day (a certificate expires at its month's end). */
export function faaDay(value: string): CalendarDay | null {
  const v = value.trim();
  if (/^\d{6}$/.test(v)) {
    const month = faaMonth(v);
    if (!month) return null;
    const [y, mo] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
    return `${month}-${pad(new Date(Date.UTC(y, mo, 0)).getUTCDate())}`;
  }
  const m = /^(\d{2})(\d{2})(\d{4})$/.exec(v);
  if (!m) return null;
  const [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(mo)}-${pad(d)}`;
}

/** The airman as the record compares him: highest pilot certificate, supported ratings, CFI expiry, medical. */
export function airmanFromFaa(certs: readonly AirmanCertRow[], medical: AirmanMedicalRow | null): FaaAirman {
  let certificate: Certificate | null = null;
  const ratings = new Set<Rating>();
  let cfiExpires: CalendarDay | null = null;
  for (const cert of certs) {
    const type = cert.type.trim().toUpperCase();
    const codes = cert.ratings.map(codeOf).filter(Boolean);
    if (type === 'P') {
      const level = CERTIFICATE_LEVELS[cert.level.trim().toUpperCase()];
      if (level && (certificate === null || rank(level) > rank(certificate))) certificate = level;
      for (const r of pilotRatings(codes)) ratings.add(r);
    } else if (type === 'F') {
      ratings.add('cfi');
      if (codes.includes('INSTA')) ratings.add('cfii');
      const expires = faaDay(cert.expireDate);
      if (expires && (cfiExpires === null || expires > cfiExpires)) cfiExpires = expires;
    }
  }
  return { certificate, ratings: [...ratings], cfiExpires, medical: medicalOf(medical), basicMed: basicMedOf(medical) };
}

function medicalOf(row: AirmanMedicalRow | null): FaaAirman['medical'] {
  if (!row) return null;
  const medClass = Number(row.medClass.trim());
  const month = faaMonth(row.medDate);
  if (![1, 2, 3].includes(medClass) || !month) return null;
  return { class: medClass as MedicalClass, month };
}

const basicMedOf = (row: AirmanMedicalRow | null) => !!row && (!!row.basicMedCourseDate.trim() || !!row.basicMedCmecDate.trim());
