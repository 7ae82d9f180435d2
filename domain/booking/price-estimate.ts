import { centsOf, formatCents, timesMinutes } from '../money/cents.js';
import type { Share } from '../share/share.js';
import { isRentalType, type Period } from './booking.js';

/**
 * What a rental is expected to cost, in integer cents: the hours of the period at the listing's hourly
 * rate. One function for the request form (before sending), the booking cards of both sides and the mails,
 * so the three never disagree. The one rounding rule (domain/money/cents.ts): the rate is taken to the cent,
 * and the rent (rate times elapsed minutes over 60) is rounded to the nearest cent, halves up.
 *
 * Listings carry no fees (no field of a share says one): the estimate is the rent. A fee added to listings
 * is added here, to the total, and every page and mail shows it.
 */
export interface PriceEstimate {
  /** Elapsed minutes of the period (a night the clocks change counts what it lasts). */
  minutes: number;
  rateCents: number;
  /** Wet: fuel included in the rate. Flight schools rent wet (as the price line says); others as the owner said. */
  basis: 'wet' | 'dry';
  totalCents: number;
}

export type EstimatedShare = Pick<Share, 'type' | 'ratePerHour' | 'isWet'>;

const MINUTE_MS = 60_000;

/** The estimate of a rental's period, or null: not a rental, no rate ("Ask for rate") or no period yet. */
export function estimateRental(share: EstimatedShare, period: Period | null): PriceEstimate | null {
  if (!isRentalType(share.type) || !period) return null;
  const rate = share.ratePerHour;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return null;
  const minutes = Math.round((period.end.getTime() - period.start.getTime()) / MINUTE_MS);
  if (!(minutes > 0)) return null;
  const rateCents = centsOf(rate);
  const totalCents = timesMinutes(rateCents, minutes);
  return { minutes, rateCents, basis: share.type === 'FBO_RENTAL' || share.isWet ? 'wet' : 'dry', totalCents };
}

/** Cents as dollars (domain/money/cents.ts), here too for the pages that import it with the estimate. */
export { formatCents };

/** "3 hours", "1.5 hours", "2.25 hours", "1 hour 40 minutes". */
function hoursText(minutes: number): string {
  const hours = minutes / 60;
  if (Number.isInteger(hours * 4)) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const h = Math.floor(hours);
  const m = minutes - h * 60;
  return `${h ? `${h} hour${h === 1 ? '' : 's'} ` : ''}${m} minute${m === 1 ? '' : 's'}`;
}

/** "$450 (3 hours at $150 / hour, dry: fuel not included)": the estimate in a line of text. */
export function estimateText(e: PriceEstimate): string {
  const basis = e.basis === 'wet' ? 'wet: fuel included' : 'dry: fuel not included';
  return `${formatCents(e.totalCents)} (${hoursText(e.minutes)} at ${formatCents(e.rateCents)} / hour, ${basis})`;
}
