/**
 * What a new member would pay a month at his expected hours (the group page; partner matching reuses it):
 * his dues, his flying at the group's rate with the reserves, his part of the group's monthly expenses.
 * Every amount is rounded once by domain/money/cents.ts; the total is the lines added up.
 */
import { divideHalfUp, formatCents } from '../money/cents.js';
import { rateFor } from './cost-rules.js';
import { WHOLE_SHARE, type CostRules } from './group.js';
import { percentText } from './share-percent.js';

export interface NewMemberCostInput {
  rules: CostRules;
  /** His share in basis points; null in a club (an equal part, 1 / memberCount). */
  shareBasisPoints: number | null;
  /** The members with him. */
  memberCount: number;
  hoursPerYear: number;
  /** The aircraft he would fly, for its own rate. */
  shareId?: number;
  /** The group's expenses in an average month. */
  monthlyExpensesCents: number;
}

export interface NewMemberCost {
  lines: Array<{ label: string; cents: number }>;
  totalCents: number;
}

export function newMemberMonthlyCost(input: NewMemberCostInput): NewMemberCost {
  const { rules, shareBasisPoints: share, memberCount } = input;
  if (!Number.isSafeInteger(memberCount) || memberCount < 1) throw new RangeError(`A group has at least one member: ${memberCount}`);
  if (!Number.isFinite(input.hoursPerYear) || input.hoursPerYear < 0) throw new RangeError(`Not hours a year: ${input.hoursPerYear}`);
  const part = (cents: number) => (share === null ? divideHalfUp(cents, memberCount) : divideHalfUp(cents * share, WHOLE_SHARE));
  const partText = share === null ? `1/${memberCount}` : percentText(share);
  const { hourlyRateCents, reservesPerHourCents } = rateFor(rules, input.shareId);
  const reserves = reservesPerHourCents.engine + reservesPerHourCents.propeller;
  // Tenths of an hour a year over 12 months: cents = rate x tenths / 120.
  const tenths = Math.round(input.hoursPerYear * 10);
  const monthlyHours = Math.round(tenths / 12) / 10;

  const lines: NewMemberCost['lines'] = [
    rules.duesSplit === 'per_member'
      ? { label: 'Dues', cents: rules.duesCents }
      : { label: `Dues (${partText} of ${formatCents(rules.duesCents)})`, cents: part(rules.duesCents) },
    { label: `Flying (${monthlyHours} h a month at ${formatCents(hourlyRateCents)}/h${rules.wet ? ' wet' : ''})`, cents: divideHalfUp(hourlyRateCents * tenths, 120) },
  ];
  if (reserves > 0) lines.push({ label: `Reserves (${formatCents(reserves)}/h)`, cents: divideHalfUp(reserves * tenths, 120) });
  if (input.monthlyExpensesCents > 0) {
    lines.push({ label: `Shared expenses (${partText} of ${formatCents(input.monthlyExpensesCents)})`, cents: part(input.monthlyExpensesCents) });
  }
  return { lines, totalCents: lines.reduce((a, l) => a + l.cents, 0) };
}
