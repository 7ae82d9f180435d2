import { forbidden, notFound } from '../../domain/errors.js';
import { isManager, type Group, type MemberStatement, type Month } from '../../domain/group/group.js';
import type { User } from '../../domain/user/user.js';
import type { GroupRepository } from '../ports/group.repository.js';
import { GROUP_ACCESS_MESSAGES, memberGroup } from './group-access.js';

/** One member's statement with its group and month: what the PDF and the CSV are made of. */
export interface StatementDocument {
  group: Group;
  month: Month;
  issuedAt: Date;
  statementId: number;
  member: MemberStatement;
}

/** GET /api/groups/:id/statements/:statementId.pdf and .csv: a member his own, the owner and treasurer anyone's. */
export class ReadStatementDocument {
  constructor(private readonly groups: GroupRepository) {}

  async execute(user: User, groupId: number, statementId: number): Promise<StatementDocument> {
    const { group, member: you } = await memberGroup(this.groups, user, groupId);
    const found = await this.groups.memberStatement(statementId);
    if (!found || found.groupId !== groupId) throw notFound(GROUP_ACCESS_MESSAGES.statementNotFound);
    if (found.userId !== user.id && !isManager(you.role)) throw forbidden(GROUP_ACCESS_MESSAGES.managersOnly("see another member's statement"));
    const stored = await this.groups.statement(groupId, found.month);
    const member = stored?.statement.members.find((m) => m.userId === found.userId);
    if (!stored || !member) throw notFound(GROUP_ACCESS_MESSAGES.statementNotFound);
    return { group, month: found.month, issuedAt: found.issuedAt, statementId, member };
  }
}
