/**
 * The partner match's words (issue 41): numbers as a pilot reads them (whole hours, money by formatCents)
 * and the sentences a hard filter and its score term share.
 */
import { formatCents } from '../money/cents.js';
import { withCommas } from '../text/us-format.js';
import type { CentsRange, Mission, PartnerProfile } from './partner-profile.js';

export const whole = (n: number): string => withCommas(String(Math.round(n)));
export const hoursText = (n: number): string => `${whole(n)} ${Math.round(n) === 1 ? 'hour' : 'hours'}`;
export const rangeText = (r: CentsRange): string => (r.min === r.max ? formatCents(r.min) : `${formatCents(r.min)} to ${formatCents(r.max)}`);
const MISSION_WORDS: Record<Mission, string> = { local: 'local flying', travel: 'travel', training: 'training', ifr: 'IFR' };
export const listText = (words: string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
export const missionsText = (missions: readonly Mission[]): string => listText(missions.map((m) => MISSION_WORDS[m]));

/** The km as a sentence shows them: whole, or to the tenth above where rounding would hide the excess. */
export function distanceText(distanceKm: number, driveKm: number): string {
  const rounded = Math.round(distanceKm);
  return rounded > driveKm ? whole(distanceKm) : String(Math.ceil(distanceKm * 10) / 10);
}

/** "1 in 4": a chance as a pilot says it. */
export const oneIn = (chance: number): string => `1 in ${Math.max(1, Math.round(1 / chance))}`;

/** Two inclusive ranges share at least one amount. */
export const overlaps = (a: CentsRange, b: CentsRange): boolean => a.min <= b.max && b.min <= a.max;

export const costAt = (p: PartnerProfile, cost: number): string => `At your ${hoursText(p.hoursPerYear)} a year it would cost you ${formatCents(cost)} a month`;
export const overMonthlyBudget = (p: PartnerProfile, cost: number): string => `${costAt(p, cost)}, above the ${formatCents(p.monthlyCents.max)} most you would spend.`;
export const buyInsApart = (me: PartnerProfile, o: PartnerProfile): string =>
  `Your buy-in budgets do not meet: you would put in ${rangeText(me.buyInCents)}, they ${rangeText(o.buyInCents)}.`;
export const monthliesApart = (me: PartnerProfile, o: PartnerProfile): string =>
  `Your monthly budgets do not meet: you would spend ${rangeText(me.monthlyCents)} a month, they ${rangeText(o.monthlyCents)}.`;
