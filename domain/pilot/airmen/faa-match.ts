/**
 * A pilot's record checked against the FAA's releasable airmen file (issue 40). The match itself (names,
 * scoring, the certificate codes) lives beside this file; what is kept of it per pilot is a FaaMatch: the
 * file's month and what the file says of him, never his address.
 */
import type { CalendarDay, Certificate, MedicalClass, Rating } from '../pilot-record.js';

export type FaaMatchStatus = 'matched' | 'ambiguous' | 'not_found';

/** What the FAA file says of one airman, read from PILOT_CERT and PILOT_BASIC (no name, no address). */
export interface FaaAirman {
  /** The highest pilot certificate on file (TYPE P), null when he holds none. */
  certificate: Certificate | null;
  /** The record's ratings the file supports (INSTA: instrument, AMEL/AMES: multi-engine, F: cfi, F/INSTA: cfii, ASES/AMES: seaplane, HEL: rotorcraft). */
  ratings: Rating[];
  /** The flight instructor certificate's expiry, when he holds one. */
  cfiExpires: CalendarDay | null;
  /** The medical on file: its class and month ('YYYY-MM'); null when none is on file. */
  medical: { class: MedicalClass; month: string } | null;
  basicMed: boolean;
}

/** The last match a pilot asked for: kept per pilot, replaced by the next one. */
export interface FaaMatch {
  status: FaaMatchStatus;
  /** The airmen file's month, 'YYYY-MM'. */
  file: string;
  /** What the file says of him when status is 'matched', else null. */
  airman: FaaAirman | null;
  /** When the match was made (ISO instant). */
  checkedAt: string;
}
