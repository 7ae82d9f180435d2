import { NO_CLASSES, type AircraftClasses, type MatchAircraft, type Minimums } from '../../../domain/pilot/minimums';
import type { ShareView } from './share-view';

/** The owner's minimums of a listing (none asked when the answer has none). */
export const minimumsOf = (share: Pick<ShareView, 'minimums'>): Minimums => share.minimums ?? {};

/** The five class flags of a listing's aircraft (false when the answer leaves one out). */
export function aircraftClassesOf(share: Pick<ShareView, 'aircraft'>): AircraftClasses {
  const classes = { ...NO_CLASSES };
  for (const key of Object.keys(NO_CLASSES) as (keyof AircraftClasses)[]) classes[key] = share.aircraft[key] === true;
  return classes;
}

/** The aircraft as the match reads it: make and model, classes, and the listing's instrument switch. */
export const matchAircraftOf = (share: Pick<ShareView, 'aircraft'>): MatchAircraft => ({
  ...aircraftClassesOf(share),
  make: share.aircraft.make ?? '',
  model: share.aircraft.model ?? '',
  instrumentRatingRequired: share.aircraft.instrumentRatingRequired,
});
