import type { AirportMarker } from './map-types';
import { usNumber } from '../../../../domain/text/us-format';

export type MarkerKind = 'share' | 'user' | 'instructor';
export type MarkerCounts = Pick<AirportMarker, MarkerKind>;

/**
 * The kinds in legend order, each with its own colour (spec 9: a colour for each of share, instructor
 * and user). Orange, blue and reddish purple stay apart for the common colour-vision deficiencies.
 */
export const MARKER_KINDS: readonly { kind: MarkerKind; label: string; color: string }[] = [
  { kind: 'share', label: 'Plane', color: '#f0812a' },
  { kind: 'user', label: 'Pilot', color: '#1d64d8' },
  { kind: 'instructor', label: 'Professional', color: '#b4489a' },
];

export const markerTotal = (c: MarkerCounts): number => c.share + c.instructor + c.user;

const plural = (n: number, word: string) => `${usNumber(n)} ${word}${n === 1 ? '' : 's'}`;

/** The marker tooltip of spec 2: "1 pilot, 0 professionals, 3 planes". */
export const countsText = (c: MarkerCounts): string =>
  `${plural(c.user, 'pilot')}, ${plural(c.instructor, 'professional')}, ${plural(c.share, 'plane')}`;

/** Adds up the airports of a cluster. */
export const sumCounts = (list: MarkerCounts[]): MarkerCounts =>
  list.reduce((sum, c) => ({ share: sum.share + c.share, instructor: sum.instructor + c.instructor, user: sum.user + c.user }), {
    share: 0,
    instructor: 0,
    user: 0,
  });

/** The accessible name of an airport's marker: "LOU Bowman: 1 pilot, 0 professionals, 3 planes". */
export const markerName = (m: AirportMarker): string => `${m.locationId} ${m.facility}: ${countsText(m)}`;
