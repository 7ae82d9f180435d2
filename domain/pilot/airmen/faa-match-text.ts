/** The sentences of the FAA match (issue 40), shared by the server's answer and the pilot record page. */
import { monthText } from '../../group/month.js';
import type { FaaMatchStatus } from './faa-match.js';

/** Airmen who withheld their address are not in the file: saying so keeps "not found" from reading as a doubt. */
export const WITHHELD_NOTE = 'Airmen may withhold their address from the FAA: this proves nothing about your certificate.';

/** The page's standing note beside the check. */
export const NOT_IN_FILE_NOTE = 'Airmen may withhold their address from the FAA: not being in the file proves nothing about your certificate.';

export const NO_FILE_MESSAGE = 'The FAA airmen file is not loaded on this site yet: try again later.';
export const NO_PLACE_MESSAGE = 'Give your zip code: your profile has no home airport to look for you by.';
export const ZIP_MESSAGE = 'A zip code is 5 digits, such as 40206.';
export const NEVER_ASKED_MESSAGE = 'Check your record against the FAA airmen file to show owners what it confirms.';

export interface MatchTextInput {
  status: FaaMatchStatus;
  /** 'YYYY-MM'. */
  file: string;
  /** The name he is known by on the site ("Ellen Holloway"). */
  name: string;
  /** "Louisville, KY" or "zip 40206": where he was looked for. */
  place: string;
  /** Whether the place was his zip (an ambiguous match then cannot be told apart by the file). */
  byZip: boolean;
}

export function faaMatchMessage({ status, file, name, place, byZip }: MatchTextInput): string {
  const month = `the ${monthText(file)} file`;
  switch (status) {
    case 'matched':
      return `You are in ${month}: the items it agrees with are marked FAA-matched.`;
    case 'ambiguous':
      return byZip
        ? `Several airmen named ${name} live at ${place} in ${month}: it cannot tell them apart, so your record stays declared.`
        : `Several airmen named ${name} live in ${place}: give your zip code to tell them apart.`;
    case 'not_found':
      return `No airman of your name in ${place} is in ${month}. ${WITHHELD_NOTE}`;
  }
}

/** The place as the sentences say it. */
export const placeText = (p: { city: string | null; state: string | null; zip: string | null }): string =>
  p.zip ? `zip ${p.zip}` : [p.city, p.state].filter(Boolean).join(', ');

/** 'ok' or the message beside the zip field: blank is no zip; otherwise 5 digits (a ZIP+4 is read as its 5). */
export function readZip(value: unknown): { ok: true; zip: string | null } | { ok: false; message: string } {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return { ok: true, zip: null };
  if (typeof value !== 'string') return { ok: false, message: ZIP_MESSAGE };
  const m = /^(\d{5})(?:-\d{4})?$/.exec(value.trim());
  return m ? { ok: true, zip: m[1] } : { ok: false, message: ZIP_MESSAGE };
}
