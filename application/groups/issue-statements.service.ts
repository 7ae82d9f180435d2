import { DomainError, notFound } from '../../domain/errors.js';
import type { Month } from '../../domain/group/group.js';
import { lastDayOf, monthOf, monthStatement, statementProblems } from '../../domain/group/statement.js';
import type { GroupRepository, StoredStatement } from '../ports/group.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';

export const GROUP_NOT_FOUND = 'This group does not exist.';

const nextMonth = (month: Month): Month => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * Issues a group's statements of a month that is over, and first those of every earlier month since the
 * group's first that were not issued (the items not yet billed go on the first one issued after them). Under
 * the group's lock, in one transaction per month: issuing twice (the monthly job run again, a click beside
 * it) answers the stored statement and changes nothing. A statement whose lines do not add up to the group's
 * costs is never stored: the error says why.
 */
export class IssueStatements {
  constructor(
    private readonly groups: GroupRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The month's statement; `issuedAt` is when it is stored (the job's now). */
  async execute(groupId: number, month: Month, issuedAt: Date): Promise<{ stored: StoredStatement; created: boolean }> {
    const group = await this.groups.find(groupId);
    if (!group) throw notFound(GROUP_NOT_FOUND);
    let result: { stored: StoredStatement; created: boolean } | null = null;
    for (let m = monthOf(group.createdOn); m <= month; m = nextMonth(m)) result = await this.issueOne(groupId, m, issuedAt);
    return result!;
  }

  private issueOne(groupId: number, month: Month, issuedAt: Date): Promise<{ stored: StoredStatement; created: boolean }> {
    return this.unitOfWork.run(async () => {
      await this.groups.lock(groupId);
      const existing = await this.groups.statement(groupId, month);
      if (existing) return { stored: existing, created: false };
      const group = (await this.groups.find(groupId))!;
      const unbilled = await this.groups.unbilled(groupId, lastDayOf(month));
      const input = { month, members: group.members, rules: group.rules, ...unbilled, previousBalances: (await this.groups.lastTotals(groupId)).totals };
      const statement = monthStatement(input);
      const problems = statementProblems(input, statement);
      if (problems.length) throw new DomainError('conflict', `The statement of ${month} does not add up: ${problems.join(' ')}`, problems);
      const stored = await this.groups.saveStatement(groupId, statement, issuedAt, {
        bookingIds: unbilled.flights.map((f) => f.bookingId), expenseIds: unbilled.expenses.map((e) => e.id), paymentIds: unbilled.payments.map((p) => p.id),
      });
      return { stored, created: true };
    });
  }
}
