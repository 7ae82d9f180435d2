/**
 * What the group pages say and work out in the browser (issue 39): the words of roles, kinds and bases,
 * months as people write them, the group as the domain readers take it, and the reserve per hour from an
 * overhaul's cost and its TBO (the cost calculator's formula: cost / hours, here in integer cents).
 */
import type { BillingBasis } from '../../../../../domain/flight/billing-rules';
import type { Day, DuesSplit, ExpenseSplit, Group, GroupKind, GroupRole, Month, StatementLineKind } from '../../../../../domain/group/group';
import type { GroupView } from '../../../../../domain/group/group-view';
import { addMonths, monthOf } from '../../../../../domain/group/month';
import { divideHalfUp } from '../../../../../domain/money/cents';
import { usNumber } from '../../../../../domain/text/us-format';

export const ROLE_WORDS: Record<GroupRole, string> = { owner: 'Owner', treasurer: 'Treasurer', member: 'Member' };
export const KIND_WORDS: Record<GroupKind, string> = { partnership: 'Partnership', club: 'Club' };
export const BASIS_WORDS: Record<BillingBasis, string> = { hobbs: 'Hobbs time', tach: 'Tach time', block: 'Block time (off to on)' };
export const DUES_SPLIT_WORDS: Record<DuesSplit, string> = {
  per_member: 'Each member pays the dues',
  by_share: "The group's dues are split by share",
};
export const EXPENSE_SPLIT_WORDS: Record<ExpenseSplit, string> = { equal: 'Equally among the members', by_share: 'By share' };
export const LINE_WORDS: Record<StatementLineKind, string> = {
  previous_balance: 'Previous balance',
  payment: 'Payment',
  dues: 'Dues',
  flight: 'Flight',
  reserve_engine: 'Engine reserve',
  reserve_propeller: 'Propeller reserve',
  expense: 'Expense',
  assessment: 'Assessment',
  fuel_credit: 'Fuel credit',
};

/** "25 %", "33.33 %"; "no share" for a club member. */
export const shareWords = (percent: number | null): string => (percent === null ? 'no share' : `${usNumber(percent, { maxFractionDigits: 2 })} %`);

/** The first month without a statement: the one a change of share or role first counts on. */
export function nextStatementMonth(view: Pick<GroupView, 'statements' | 'createdOn'>): Month {
  const last = view.statements.map((s) => s.month).sort().at(-1);
  return last ? addMonths(last, 1) : monthOf(view.createdOn);
}

/**
 * The group as domain/group/group-input.ts's readers take it, from its wire view: what they check
 * (created on, members and their shares, the aircraft) is there; the rest is not needed to read a form.
 */
export function groupOf(view: GroupView): Group {
  return {
    id: view.id,
    name: view.name,
    kind: view.kind,
    shareIds: view.aircraft.map((a) => a.shareId),
    members: view.members.map((m) => ({
      userId: m.userId,
      name: m.name,
      role: m.role,
      shareBasisPoints: m.sharePercent === null ? null : Math.round(m.sharePercent * 100),
      since: m.since,
      until: m.until,
    })),
    rules: view.rules.map((r) => ({ ...r })),
    createdOn: view.createdOn,
    createdAt: new Date(`${view.createdOn}T00:00:00Z`),
  };
}

/** The rule set in force on the day (the latest `from` on or before it), null before the first. */
export function rulesInForce<R extends { from: string }>(rules: readonly R[], day: Day): R | null {
  let found: R | null = null;
  for (const rule of rules) if (rule.from <= day && (!found || rule.from >= found.from)) found = rule;
  return found;
}

export const TBO_MESSAGE = 'Type the hours between overhauls (TBO) as a whole number more than 0, like 2000.';
export const OVERHAUL_COST_MESSAGE = 'Type the overhaul cost in dollars, like 30000.';

/** An overhaul's cost spread over its hours: cents per hour, half up. Null when the hours are not a whole number above 0. */
export function reservePerHourCents(overhaulCents: number, tboHours: number): number | null {
  if (!Number.isSafeInteger(tboHours) || tboHours <= 0 || !Number.isSafeInteger(overhaulCents) || overhaulCents < 0) return null;
  return divideHalfUp(overhaulCents, tboHours);
}
