/**
 * Which airman of the file a pilot is: candidates are scored on their names (Jaro-Winkler on the normalised
 * last name and first given name), kept when they live where he does (his zip when given, else his city and
 * state), and a match is taken only when exactly one candidate agrees. Two people of the same name in one
 * place are never told apart by guessing: the answer is 'ambiguous'.
 */
import { cityKey, firstNameKey, lastNameKey, zip5 } from './airman-name.js';
import { sameGivenName } from './given-name-forms.js';
import { jaroWinkler } from './jaro-winkler.js';

/** A row of the airmen file as the match reads it: normalised names and the place, never the street. */
export interface AirmanCandidate {
  uniqueId: string;
  /** First and middle names, normalised (givenNames). */
  firstNames: string;
  /** The last name's key (lastNameKey). */
  lastKey: string;
  /** The city, normalised (cityKey). */
  city: string;
  state: string;
  zip5: string;
}

export interface PilotName {
  firstname: string;
  lastname: string;
}

/** Where the pilot is looked for: his zip when he gave one, else his city and state. */
export interface MatchPlace {
  city: string | null;
  state: string | null;
  zip: string | null;
}

export type CandidateDecision =
  | { status: 'matched'; uniqueId: string }
  | { status: 'ambiguous'; count: number }
  | { status: 'not_found' };

/** A last name agrees from this score on: a letter off in eight ("HOLOWAY") still does. */
export const LAST_NAME_AGREES = 0.95;
/** A first name agrees from this score on ("KATHRYN" and "KATHERINE" do, "ELLEN" and "ELLIOT" do not), or as a short form (given-name-forms.ts). */
export const FIRST_NAME_AGREES = 0.9;

/** The two scores of a candidate's name against the pilot's. */
export function nameScores(pilot: PilotName, candidate: Pick<AirmanCandidate, 'firstNames' | 'lastKey'>): { last: number; first: number } {
  const last = jaroWinkler(lastNameKey(pilot.lastname), candidate.lastKey);
  const first = jaroWinkler(firstNameKey(pilot.firstname), firstNameKey(candidate.firstNames));
  return { last, first };
}

export function nameAgrees(pilot: PilotName, candidate: Pick<AirmanCandidate, 'firstNames' | 'lastKey'>): boolean {
  if (!lastNameKey(pilot.lastname) || !firstNameKey(pilot.firstname)) return false;
  const { last, first } = nameScores(pilot, candidate);
  if (last < LAST_NAME_AGREES) return false;
  return first >= FIRST_NAME_AGREES || sameGivenName(firstNameKey(pilot.firstname), firstNameKey(candidate.firstNames));
}

export function livesAt(place: MatchPlace, candidate: Pick<AirmanCandidate, 'city' | 'state' | 'zip5'>): boolean {
  const zip = place.zip ? zip5(place.zip) : '';
  if (zip) return candidate.zip5 === zip;
  if (!place.city || !place.state) return false;
  return candidate.state === place.state.trim().toUpperCase() && candidate.city === cityKey(place.city);
}

/** The decision: exactly one candidate of his name in his place is a match; several ask for the zip. */
export function decideCandidate(pilot: PilotName, place: MatchPlace, candidates: readonly AirmanCandidate[]): CandidateDecision {
  const agreeing = candidates.filter((c) => livesAt(place, c) && nameAgrees(pilot, c));
  if (agreeing.length === 1) return { status: 'matched', uniqueId: agreeing[0].uniqueId };
  if (agreeing.length > 1) return { status: 'ambiguous', count: agreeing.length };
  return { status: 'not_found' };
}

/** The prefix of the last-name key candidates are read by: a typo after the fourth letter still finds him. */
export const lastKeyPrefix = (lastname: string): string => lastNameKey(lastname).slice(0, 4);
