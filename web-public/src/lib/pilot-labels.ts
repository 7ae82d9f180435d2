import type { AircraftClasses } from '../../../domain/pilot/minimums';
import type { Certificate, HourClass, MedicalClass, Rating } from '../../../domain/pilot/pilot-record';

/** The words the pages use for the record's and the minimums' codes (the domain keeps the codes). */
export const CERTIFICATE_LABELS: Record<Certificate, string> = {
  student: 'Student',
  sport: 'Sport',
  recreational: 'Recreational',
  private: 'Private',
  commercial: 'Commercial',
  atp: 'Airline transport (ATP)',
};

export const RATING_LABELS: Record<Rating, string> = {
  instrument: 'Instrument',
  'multi-engine': 'Multi-engine',
  cfi: 'CFI',
  cfii: 'CFII',
  complex: 'Complex endorsement',
  'high-performance': 'High-performance endorsement',
  tailwheel: 'Tailwheel endorsement',
  'high-altitude': 'High-altitude endorsement',
  seaplane: 'Seaplane',
  acrobatic: 'Acrobatic',
  turbo: 'Turbo',
  jet: 'Jet',
  'cirrus-transition': 'Cirrus CSIP / transition',
  rotorcraft: 'Helicopter / rotorcraft',
};

export const HOUR_CLASS_LABELS: Record<HourClass, string> = {
  retractable: 'Retractable',
  complex: 'Complex',
  highPerformance: 'High performance',
  tailwheel: 'Tailwheel',
  multiEngine: 'Multi-engine',
  turbine: 'Turbine',
  instrument: 'Instrument',
  night: 'Night',
  last90Days: 'Last 90 days',
};

export const MEDICAL_CLASS_LABELS: Record<MedicalClass, string> = { 1: 'First class', 2: 'Second class', 3: 'Third class' };

export const AIRCRAFT_CLASS_LABELS: Record<keyof AircraftClasses, string> = {
  retractable: 'Retractable gear',
  complex: 'Complex',
  highPerformance: 'High performance (over 200 hp)',
  tailwheel: 'Tailwheel',
  multiEngine: 'Multi-engine',
};

export const AIRCRAFT_CLASS_KEYS = Object.keys(AIRCRAFT_CLASS_LABELS) as (keyof AircraftClasses)[];

/** Today in the browser's own time zone, as a calendar day (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Typed text as the domain rules read it: blank is nothing, a number is a number, anything else as typed (refused by them). */
export function numberOrText(text: string): number | string | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : text.trim();
}

/** A stored number as the box shows it (nothing for null). */
export const numberText = (n: number | null | undefined): string => (typeof n === 'number' && Number.isFinite(n) ? String(n) : '');

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) in words ("March 31, 2031"), the same in every time zone. */
export const formatDay = (day: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? DAY_FORMAT.format(new Date(`${day}T00:00:00Z`)) : day);
