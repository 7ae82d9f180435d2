import { DomainError } from '../../domain/errors.js';
import { lastDayOf, monthStatement, statementProblems, type StatementInput } from '../../domain/group/statement.js';
import type { Group, Month } from '../../domain/group/group.js';
import type { GroupRepository, StoredStatement } from '../ports/group.repository.js';
import type { AlertOutbox } from '../ports/alert-outbox.js';
import type { Clock } from '../ports/security.js';
import { monthLabel, monthOfDay, monthsFrom } from './months.js';
import { GROUP_STATEMENT_MAIL } from './statement-mail.js';

export const ISSUE_MESSAGES = {
  doesNotAddUp: (month: Month) =>
    `The statement for ${monthLabel(month)} does not add up, so it was not issued. Wingshare's staff have been told; please try again later.`,
} as const;

/**
 * Issues a group's statements up to a month, in the caller's transaction: the group's row is locked, then
 * every month since the group's first that has no statement yet is issued in order (each with what is not
 * yet on a statement up to its last day, and the previous statement's totals), so a month is issued once
 * even when the job and a treasurer (or two jobs) issue it at once. A statement whose members' charges do
 * not add up to the group's costs is refused, logged, and nothing of it is stored. Each member's mail is
 * queued in the outbox in the same transaction (the alert worker mails it, with retries): a statement is
 * never issued without its mails, nor mailed without being issued, whatever crashes between the two.
 */
export class StatementIssuer {
  constructor(
    private readonly groups: GroupRepository,
    private readonly outbox: Pick<AlertOutbox, 'queueGroupMails'>,
    private readonly clock: Clock,
    private readonly logError: (message: string, error: unknown) => void,
  ) {}

  /** The month's statement and the months issued now (none when it was issued before). */
  async issueUpTo(groupId: number, month: Month): Promise<{ stored: StoredStatement; issuedNow: Month[] }> {
    await this.groups.lock(groupId);
    const group = await this.groups.find(groupId);
    if (!group) throw new DomainError('not_found', `Group ${groupId} does not exist.`);
    const issued = new Set((await this.groups.statementMonths(groupId)).map((s) => s.month));
    const issuedNow: Month[] = [];
    for (const m of monthsFrom(monthOfDay(group.createdOn), month)) {
      if (issued.has(m)) continue;
      await this.issueOne(group, m);
      issuedNow.push(m);
    }
    const stored = await this.groups.statement(groupId, month);
    if (!stored) throw new DomainError('not_found', `The statement for ${monthLabel(month)} does not exist.`);
    return { stored, issuedNow };
  }

  private async issueOne(group: Group, month: Month): Promise<void> {
    const { flights, expenses, payments } = await this.groups.unbilled(group.id, lastDayOf(month));
    const input: StatementInput = {
      month, members: group.members, rules: group.rules, flights, expenses, payments,
      previousBalances: (await this.groups.lastTotals(group.id)).totals,
    };
    const statement = monthStatement(input);
    const problems = statementProblems(input, statement);
    if (problems.length) {
      this.logError(`The statement of group ${group.id} for ${month} was not issued`, new Error(problems.join('; ')));
      throw new DomainError('conflict', ISSUE_MESSAGES.doesNotAddUp(month));
    }
    const stored = await this.groups.saveStatement(group.id, statement, this.clock.now(), {
      bookingIds: flights.map((f) => f.bookingId), expenseIds: expenses.map((x) => x.id), paymentIds: payments.map((p) => p.id),
    });
    await this.queueMails(group, stored);
  }

  /** One mail per member of the statement, on the group's first aircraft's row of the outbox. */
  private async queueMails(group: Group, stored: StoredStatement): Promise<void> {
    const shareId = group.shareIds[0];
    if (shareId === undefined) {
      this.logError(`The statement mails of group ${group.id} for ${stored.month} were not queued`, new Error('The group has no aircraft'));
      return;
    }
    await this.outbox.queueGroupMails(stored.statement.members.map((member) => ({
      kind: GROUP_STATEMENT_MAIL, userId: member.userId, shareId, eventKey: `${group.id}-${stored.month}`,
      payload: { groupId: group.id, groupName: group.name, month: stored.month, statement: member },
    })));
  }
}
