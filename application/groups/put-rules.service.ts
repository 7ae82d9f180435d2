import { invalidFields } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import { readRulesInput } from '../../domain/group/group-input.js';
import type { User } from '../../domain/user/user.js';
import type { GroupRepository } from '../ports/group.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { managedGroup, readOrRefuse } from './group-access.js';
import { addMonths, firstDayLabel, monthLabel, monthOfDay } from './months.js';
import type { GroupRead, ReadGroup } from './read-group.service.js';

export const RULES_MESSAGES = {
  issued: (month: string, from: string) =>
    `The statement for ${monthLabel(month)} is issued and never changes: new rules can apply from ${from} at the earliest.`,
} as const;

/**
 * PUT /api/groups/:id/rules: the owner or treasurer sets the cost rules applying from a day (a rule set of the
 * same day is replaced). A day in a month already issued is refused: an issued statement never changes.
 */
export class PutGroupRules {
  constructor(
    private readonly groups: GroupRepository,
    private readonly read: ReadGroup,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(user: User, groupId: number, body: unknown): Promise<GroupRead> {
    const group = await this.unitOfWork.run(async () => {
      const { group } = await managedGroup(this.groups, user, groupId, 'change the cost rules');
      await this.groups.lock(groupId);
      const rules = readOrRefuse(readRulesInput(body, group));
      const [last] = await this.groups.statementMonths(groupId);
      if (last && monthOfDay(rules.from) <= last.month) {
        throw invalidFields(fieldErrors([['from', [RULES_MESSAGES.issued(last.month, firstDayLabel(addMonths(last.month, 1)))]]]));
      }
      await this.groups.saveRules(groupId, rules);
      return (await this.groups.find(groupId)) ?? group;
    });
    return this.read.readAs(group, group.members.find((m) => m.userId === user.id)!);
  }
}
