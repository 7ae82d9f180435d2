/**
 * Hourly rates owners rarely mean: not refused (the spec gives no maximum), but worth a question before a
 * listing goes out, since a stray digit ($1,250 for $125) or a block price typed as the hourly rate is
 * the usual cause. The ranges are wide on purpose (a flight school's twin or a turbine rents for more
 * than a club's 172); only rates outside them are asked about.
 */
import { parseRate } from './share-rules.js';
import type { ShareType } from './share-types.js';
import { usNumber } from '../text/us-format.js';

export const USUAL_HOURLY_RATES: Record<ShareType, { min: number; max: number }> = {
  PRIVATE_OWNER_RENTAL: { min: 40, max: 800 },
  PRIVATE_OWNER_SHARE_PURCHASE: { min: 40, max: 800 },
  PARTNERSHIP_REQUEST_TO_PURCHASE: { min: 40, max: 800 },
  FBO_RENTAL: { min: 40, max: 1000 },
  FLIGHT_CLUB: { min: 30, max: 400 },
};

const WHO_CHARGES: Record<ShareType, string> = {
  PRIVATE_OWNER_RENTAL: 'Private owners usually rent for',
  PRIVATE_OWNER_SHARE_PURCHASE: 'Shared planes usually fly for',
  PARTNERSHIP_REQUEST_TO_PURCHASE: 'Shared planes usually fly for',
  FBO_RENTAL: 'Flight schools usually rent for',
  FLIGHT_CLUB: 'Flying clubs usually charge',
};

const dollars = (n: number) => `$${usNumber(n)}`;

/** What to ask the owner about a rate outside the usual range of the type, or null for a usual (or no) rate. */
export function unusualRateQuestion(type: ShareType, value: unknown): string | null {
  const { rate } = parseRate(value, false);
  if (rate === null) return null;
  const { min, max } = USUAL_HOURLY_RATES[type];
  if (rate >= min && rate <= max) return null;
  return `Is ${dollars(rate)} an hour right? ${WHO_CHARGES[type]} ${dollars(min)} to ${dollars(max)} an hour, and pilots will see ${dollars(rate)} / hour on your listing.`;
}
