import type { Certificate, HourClass, MedicalClass, Rating } from './pilot-record.js';
import type { AircraftClasses } from './minimums.js';

/** The words the pages and the match's sentences use for the record's choices. */
export const CERTIFICATE_LABELS: Record<Certificate, string> = {
  student: 'Student',
  sport: 'Sport',
  recreational: 'Recreational',
  private: 'Private',
  commercial: 'Commercial',
  atp: 'ATP',
};

export const RATING_LABELS: Record<Rating, string> = {
  instrument: 'Instrument rating',
  'multi-engine': 'Multi-engine rating',
  cfi: 'CFI',
  cfii: 'CFII',
  complex: 'Complex endorsement',
  'high-performance': 'High-performance endorsement',
  tailwheel: 'Tailwheel endorsement',
  'high-altitude': 'High-altitude endorsement',
  seaplane: 'Seaplane rating',
  acrobatic: 'Acrobatic training',
  turbo: 'Turbo experience',
  jet: 'Jet type rating',
  'cirrus-transition': 'Cirrus CSIP / transition',
  rotorcraft: 'Helicopter / rotorcraft rating',
};

/** The classes of hours, as the record's form names them. */
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

/** "<n> night hours", "<n> hours in the last 90 days": a number of hours of one class, in a sentence. */
export function hoursOfClass(hourClass: HourClass, hours: string): string {
  return hourClass === 'last90Days' ? `${hours} hours in the last 90 days` : `${hours} ${HOUR_CLASS_LABELS[hourClass].toLowerCase()} hours`;
}

export const MEDICAL_CLASS_LABELS: Record<MedicalClass, string> = { 1: 'first-class', 2: 'second-class', 3: 'third-class' };

export const AIRCRAFT_CLASS_LABELS: Record<keyof AircraftClasses, string> = {
  retractable: 'Retractable gear',
  complex: 'Complex',
  highPerformance: 'High performance (over 200 hp)',
  tailwheel: 'Tailwheel',
  multiEngine: 'Multi-engine',
};
