/**
 * GET /api/partners (issue 41, "Partners for you"): the query's rules and messages. The area is a circle
 * around (lat, lng) in kilometres; the answer is the best fits first (partner-fit.ts ranks them).
 */
import { validationFailed } from '../errors.js';
import { fieldErrors, messagesOf } from '../field-errors.js';

export const PARTNER_KINDS = ['listings', 'pilots'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const PARTNERS_LIMITS = {
  radiusKm: { min: 1, max: 2000, default: 500 },
  limit: { default: 20, max: 50 },
} as const;

/**
 * The score a listing needs for a new-match mail (issue 41's alert): a fit that passes every hard filter
 * and scores at least this. 60 of 100 is "a good fit" (most terms at least half met), so a pilot is
 * mailed about listings worth his reading, not every one that merely passes.
 */
export const NEW_MATCH_MIN_SCORE = 60;

export const PARTNERS_MESSAGES = {
  lat: 'lat must be a latitude between -90 and 90',
  lng: 'lng must be a longitude between -180 and 180',
  pair: 'Send lat and lng together',
  noCentre: 'Send lat and lng, or choose your home airport on your profile',
  radius: `radius must be between ${PARTNERS_LIMITS.radiusKm.min} and ${PARTNERS_LIMITS.radiusKm.max} km`,
  kind: 'kind must be listings or pilots',
  limit: `limit must be a whole number between 1 and ${PARTNERS_LIMITS.limit.max}`,
  signedOut: 'Sign in to see the partners who fit you: the match reads your partner profile.',
  noProfile: 'Fill in your partner profile first: the match compares listings and pilots with it.',
  fitSignedOut: 'Sign in to sort by fit: the match reads your partner profile.',
  fitNoProfile: 'Fill in your partner profile to sort by fit: the match compares listings with it.',
} as const;

/** The query as it arrives: numbers parsed (NaN when the text was not a number), nothing checked. */
export interface PartnersInput {
  lat?: number;
  lng?: number;
  radius?: number;
  kind?: string;
  limit?: number;
}

export interface PartnersQuery {
  /** null: around his home airport (the use case knows it). */
  centre: { lat: number; lng: number } | null;
  radiusKm: number;
  kind: PartnerKind;
  limit: number;
}

/** Checks every parameter; a 400 names each field that is wrong (`fields`). */
export function partnersQuery(input: PartnersInput): PartnersQuery {
  const { lat, lng } = input;
  const radiusKm = input.radius ?? PARTNERS_LIMITS.radiusKm.default;
  const kind = input.kind ?? 'listings';
  const limit = input.limit ?? PARTNERS_LIMITS.limit.default;
  const fields = fieldErrors([
    ['lat', lat !== undefined && !(Math.abs(lat) <= 90) ? [PARTNERS_MESSAGES.lat] : lat === undefined && lng !== undefined ? [PARTNERS_MESSAGES.pair] : []],
    ['lng', lng !== undefined && !(Math.abs(lng) <= 180) ? [PARTNERS_MESSAGES.lng] : lng === undefined && lat !== undefined ? [PARTNERS_MESSAGES.pair] : []],
    ['radius', radiusKm >= PARTNERS_LIMITS.radiusKm.min && radiusKm <= PARTNERS_LIMITS.radiusKm.max ? [] : [PARTNERS_MESSAGES.radius]],
    ['kind', (PARTNER_KINDS as readonly string[]).includes(kind) ? [] : [PARTNERS_MESSAGES.kind]],
    ['limit', Number.isInteger(limit) && limit >= 1 && limit <= PARTNERS_LIMITS.limit.max ? [] : [PARTNERS_MESSAGES.limit]],
  ]);
  const errors = messagesOf(fields);
  if (errors.length) throw validationFailed(errors, errors[0], fields);
  return { centre: lat !== undefined && lng !== undefined ? { lat, lng } : null, radiusKm, kind: kind as PartnerKind, limit };
}
