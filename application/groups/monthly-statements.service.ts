import type { GroupRepository } from '../ports/group.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import type { GroupCalendar } from './group-access.js';
import { addMonths, monthOfDay } from './months.js';
import type { StatementIssuer } from './statement-issuer.js';

export interface MonthlyStatementsReport {
  /** Months issued in this round, all groups together. */
  issued: number;
  /** Groups whose issuing failed (logged; the next round tries again). */
  failed: number;
}

/**
 * The monthly job (issue 39): from the 1st, each group's last month is issued (with any earlier month not
 * issued yet), each group in a transaction of its own. It runs every hour where the workers run and is safe to
 * run twice at once or to be stopped midway: the group's lock and the one statement per group and month
 * mean a month is issued once, and a round that died left nothing (its transaction rolled back) for the next
 * round to find. A month already issued costs one read.
 */
export class IssueMonthlyStatements {
  constructor(
    private readonly groups: GroupRepository,
    private readonly issuer: StatementIssuer,
    private readonly calendar: GroupCalendar,
    private readonly unitOfWork: UnitOfWork,
    private readonly logError: (message: string, error: unknown) => void = () => {},
  ) {}

  async execute(): Promise<MonthlyStatementsReport> {
    const report: MonthlyStatementsReport = { issued: 0, failed: 0 };
    for (const groupId of await this.groups.allIds()) {
      try {
        report.issued += await this.issueLastMonth(groupId);
      } catch (e) {
        report.failed++;
        this.logError(`The monthly statements of group ${groupId} could not be issued (the next round tries again)`, e);
      }
    }
    return report;
  }

  private async issueLastMonth(groupId: number): Promise<number> {
    const group = await this.groups.find(groupId);
    if (!group) return 0;
    const month = addMonths(monthOfDay(await this.calendar.today(group.shareIds)), -1);
    if (month < monthOfDay(group.createdOn)) return 0;
    if (await this.groups.statement(groupId, month)) return 0;
    const { issuedNow } = await this.unitOfWork.run(() => this.issuer.issueUpTo(groupId, month));
    return issuedNow.length;
  }
}
