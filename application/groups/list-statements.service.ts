import { invalidFields, notFound } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import type { User } from '../../domain/user/user.js';
import type { GroupRepository } from '../ports/group.repository.js';
import { memberGroup } from './group-access.js';
import { isMonth, monthLabel } from './months.js';
import { statementsFor, type StatementsRead } from './statements-access.js';

export const LIST_STATEMENTS_MESSAGES = {
  month: 'Give the month as YYYY-MM, such as 2027-03.',
  notIssued: (month: string) => `No statement was issued for ${monthLabel(month)}.`,
} as const;

/** GET /api/groups/:id/statements?month=YYYY-MM: a plain member sees his own statement, the owner and treasurer everyone's. */
export class ListStatements {
  constructor(private readonly groups: GroupRepository) {}

  async execute(user: User, groupId: number, month: unknown): Promise<StatementsRead> {
    const { member } = await memberGroup(this.groups, user, groupId);
    if (!isMonth(month)) throw invalidFields(fieldErrors([['month', [LIST_STATEMENTS_MESSAGES.month]]]));
    const stored = await this.groups.statement(groupId, month);
    if (!stored) throw notFound(LIST_STATEMENTS_MESSAGES.notIssued(month));
    return statementsFor(stored, member);
  }
}
