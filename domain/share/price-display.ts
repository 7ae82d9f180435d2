/**
 * How prices read on cards and in the share modal (spec section 9 "Price display").
 *
 * Readings of the spec where it is terse:
 * - A rate or cost of 0 (or below) reads as missing ("Ask for rate" / "Ask for cost"): the create defaults set
 *   numeric fields to 0, so 0 means "not entered", never "free".
 * - Share purchase: the price is `cost` (the asking price of the share); the share is
 *   `sharePercentOffered`, named as a fraction when it is one of the choices 1/2, 1/3, 1/4, 1/5 (within
 *   0.05 points, so 33.33 and 33.3 are 1/3), else as a percent ("10%", "12.5%"). With a price but no
 *   share percent the label is the price alone. `pricePercentOffered` is a percentage, not a price, and
 *   does not appear in the label.
 * - Partnership: "Approx $250,000". The rate is not shown for partnerships.
 * - Flight school rental always reads "/ hour wet" as the spec says (flight schools rent wet); other
 *   rentals and flying clubs read "/ hour" whatever isWet says, since isWet defaults to false and so
 *   cannot tell "dry" from "not said".
 */
import type { Share } from './share.js';
import { withCommas } from '../text/us-format.js';
import { SHARE_PERCENT_CHOICES } from './share-types.js';

export const ASK_FOR_RATE = 'Ask for rate';
export const ASK_FOR_COST = 'Ask for cost';

const present = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** "$12,500"; cents only when the amount is not whole: "$12.50". Not a finite number: "". */
export function formatMoney(n: number): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  const cents = Math.round(Math.abs(n) * 100);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  const sign = n < 0 && cents > 0 ? '-' : '';
  return `${sign}$${withCommas(String(whole))}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** "1/3" for one of the share choices, else "N%" with at most two decimals. */
export function sharePercentLabel(percent: number): string {
  const choice = SHARE_PERCENT_CHOICES.find((c) => c.value !== null && Math.abs(c.value - percent) < 0.05);
  if (choice) return choice.label;
  return `${withCommas(String(Math.round(percent * 100) / 100))}%`;
}

export type PricedShare = Pick<Share, 'type' | 'ratePerHour' | 'isWet' | 'cost' | 'sharePercentOffered' | 'pricePercentOffered'>;

/** The price line of a share card and of the share modal. */
export function sharePriceLabel(share: PricedShare): string {
  switch (share.type) {
    case 'PRIVATE_OWNER_SHARE_PURCHASE': {
      if (!present(share.cost)) return ASK_FOR_COST;
      const price = formatMoney(share.cost);
      return present(share.sharePercentOffered)
        ? `${price} for ${sharePercentLabel(share.sharePercentOffered)} share`
        : price;
    }
    case 'PARTNERSHIP_REQUEST_TO_PURCHASE':
      return present(share.cost) ? `Approx ${formatMoney(share.cost)}` : ASK_FOR_COST;
    case 'FBO_RENTAL':
      return present(share.ratePerHour) ? `${formatMoney(share.ratePerHour)} / hour wet` : ASK_FOR_RATE;
    default:
      return present(share.ratePerHour) ? `${formatMoney(share.ratePerHour)} / hour` : ASK_FOR_RATE;
  }
}

/** The rate of a professional: "$X / hour" or "Ask for rate". */
export function instructorRateLabel(rate: number | null): string {
  return present(rate) ? `${formatMoney(rate)} / hour` : ASK_FOR_RATE;
}
