import { conflict, invalidFields } from '../../domain/errors.js';
import { fieldErrors, type FieldErrors } from '../../domain/field-errors.js';
import { percentToBasisPoints } from '../../domain/group/group-input.js';
import { newMemberMonthlyCost } from '../../domain/group/new-member-cost.js';
import { rulesOn } from '../../domain/group/statement.js';
import { isActiveOn } from '../../domain/group/group.js';
import type { User } from '../../domain/user/user.js';
import type { GroupRepository } from '../ports/group.repository.js';
import { memberGroup, type GroupCalendar } from './group-access.js';

export const COST_MESSAGES = {
  hours: 'Give the hours a year the new member expects to fly: a number from 0 to 2,000.',
  sharePercent: 'Give the new member\'s share as a percent more than 0 and at most 100 (such as 25), or leave it out for a club.',
  noRules: 'The group has no cost rules yet: set them first.',
} as const;

export interface NewMemberCostRead {
  hoursPerYear: number;
  sharePercent: number | null;
  lines: Array<{ label: string; cents: number }>;
  totalCents: number;
}

const numberOf = (raw: unknown): number => (typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN);

/**
 * GET /api/groups/:id/cost?hours=&sharePercent=: what a new member would pay a month at his expected hours,
 * on the rules in force today, one more member, and the group's expenses of the last twelve months (those
 * charged to members) spread over a year.
 */
export class NewMemberCost {
  constructor(
    private readonly groups: GroupRepository,
    private readonly calendar: GroupCalendar,
  ) {}

  async execute(user: User, groupId: number, query: { hours?: unknown; sharePercent?: unknown }): Promise<NewMemberCostRead> {
    const { group } = await memberGroup(this.groups, user, groupId);
    const hours = numberOf(query.hours);
    const percent = query.sharePercent === undefined || query.sharePercent === '' ? null : numberOf(query.sharePercent);
    const errors: FieldErrors = fieldErrors([
      ['hours', Number.isFinite(hours) && hours >= 0 && hours <= 2000 ? [] : [COST_MESSAGES.hours]],
      ['sharePercent', percent === null || (Number.isFinite(percent) && percent > 0 && percent <= 100) ? [] : [COST_MESSAGES.sharePercent]],
    ]);
    if (Object.keys(errors).length) throw invalidFields(errors);
    const today = await this.calendar.today(group.shareIds);
    const rules = rulesOn(group.rules, today);
    if (!rules) throw conflict(COST_MESSAGES.noRules);
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const charged = (await this.groups.expenses(groupId, 1000)).filter((x) => !x.fromReserve && x.date > yearAgo && x.date <= today);
    const cost = newMemberMonthlyCost({
      rules,
      shareBasisPoints: percent === null ? null : percentToBasisPoints(percent),
      memberCount: group.members.filter((m) => isActiveOn(m, today)).length + 1,
      hoursPerYear: hours,
      monthlyExpensesCents: Math.round(charged.reduce((s, x) => s + x.amountCents, 0) / 12),
    });
    return { hoursPerYear: hours, sharePercent: percent, ...cost };
  }
}
