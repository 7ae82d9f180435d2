import { readStatementMonth } from '../../domain/group/group-input.js';
import type { User } from '../../domain/user/user.js';
import type { GroupRepository } from '../ports/group.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { managedGroup, readOrRefuse, type GroupCalendar } from './group-access.js';
import type { StatementIssuer } from './statement-issuer.js';
import { statementsFor, type StatementsRead } from './statements-access.js';

/**
 * POST /api/groups/:id/statements `{ month }`: the owner or treasurer issues a month that is over (and every
 * earlier month not issued yet, first). Issuing an issued month answers the same statements (`created`
 * false): nothing is computed again, nothing mailed again.
 */
export class IssueStatements {
  constructor(
    private readonly groups: GroupRepository,
    private readonly issuer: StatementIssuer,
    private readonly calendar: GroupCalendar,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(user: User, groupId: number, body: unknown): Promise<StatementsRead & { created: boolean }> {
    const { group, member } = await managedGroup(this.groups, user, groupId, 'issue statements');
    const raw = body && typeof body === 'object' ? (body as { month?: unknown }).month : undefined;
    const month = readOrRefuse(readStatementMonth(raw, group, await this.calendar.today(group.shareIds)));
    const earlier = await this.groups.statement(groupId, month);
    if (earlier) return { ...statementsFor(earlier, member), created: false };
    const { stored, issuedNow } = await this.unitOfWork.run(() => this.issuer.issueUpTo(groupId, month));
    return { ...statementsFor(stored, member), created: issuedNow.includes(month) };
  }
}
