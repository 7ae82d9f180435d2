import { isManager, type Group, type GroupExpense, type GroupMember, type GroupPayment, type Month } from '../../domain/group/group.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { GroupRepository } from '../ports/group.repository.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { memberGroup } from './group-access.js';
import type { GroupUpcoming, UpcomingBooking } from './group-upcoming.js';

/** An aircraft's airworthiness as the group page shows it (issue 38's status; null when it cannot be worked out). */
export type AircraftStatusOf = (share: Share) => Promise<{ status: 'green' | 'amber' | 'red' | null; grounded: boolean }>;

/** How many expenses and payments the group page lists (newest first). */
export const GROUP_PAGE_ROWS = 200;

/** What the group page shows the caller: the HTTP adapter maps it to GroupView. */
export interface GroupRead {
  group: Group;
  /** The caller's membership. */
  you: GroupMember;
  aircraft: Array<{ share: Share; status: 'green' | 'amber' | 'red' | null; grounded: boolean }>;
  expenses: GroupExpense[];
  /** A plain member's own, a manager's everyone's. */
  payments: GroupPayment[];
  statements: Array<{ month: Month; issuedAt: Date }>;
  /** userId → the last statement's total less the payments not yet on a statement (a plain member: only his). */
  balances: Array<{ userId: number; name: string; balanceCents: number }>;
  reserves: Array<{ shareId: number; engineCents: number; propellerCents: number }>;
  /** The aircraft's bookings still to come (the shared calendar); empty for a past member. */
  upcoming: UpcomingBooking[];
}

/** What each member owes now: the last statement's total less the payments recorded since (not yet on a statement). */
export function balancesOf(members: GroupMember[], lastTotals: Map<number, number>, payments: GroupPayment[]): Array<{ userId: number; name: string; balanceCents: number }> {
  return members
    .filter((m) => m.until === null || lastTotals.has(m.userId) || payments.some((p) => p.userId === m.userId && p.statementMonth === null))
    .map((m) => ({
      userId: m.userId,
      name: m.name,
      balanceCents: (lastTotals.get(m.userId) ?? 0) - payments.filter((p) => p.userId === m.userId && p.statementMonth === null).reduce((s, p) => s + p.amountCents, 0),
    }));
}

/** GET /api/groups/:id: a member (or past member) of the group; 404 anyone else. */
export class ReadGroup {
  constructor(
    private readonly groups: GroupRepository,
    private readonly shares: ShareRepository,
    private readonly statusOf: AircraftStatusOf,
    private readonly upcoming?: Pick<GroupUpcoming, 'of'>,
  ) {}

  async execute(user: User, groupId: number): Promise<GroupRead> {
    const { group, member } = await memberGroup(this.groups, user, groupId);
    return this.readAs(group, member);
  }

  /** The page of a group already read, as this member sees it (the changes answer it). */
  async readAs(group: Group, you: GroupMember): Promise<GroupRead> {
    const [expenses, payments, statements, last, reserves] = await Promise.all([
      this.groups.expenses(group.id, GROUP_PAGE_ROWS),
      this.groups.payments(group.id, GROUP_PAGE_ROWS),
      this.groups.statementMonths(group.id),
      this.groups.lastTotals(group.id),
      this.groups.reserveFunds(group.id),
    ]);
    const manager = isManager(you.role);
    const balances = balancesOf(group.members, last.totals, payments);
    const aircraft = [];
    for (const shareId of group.shareIds) {
      const share = await this.shares.findById(shareId);
      if (!share) continue;
      aircraft.push({ share, ...(await this.statusOrNull(share)) });
    }
    const upcoming = this.upcoming ? await this.upcoming.of(group, you) : [];
    return {
      group, you, aircraft, expenses, statements, reserves, upcoming,
      payments: manager ? payments : payments.filter((p) => p.userId === you.userId),
      balances: manager ? balances : balances.filter((b) => b.userId === you.userId),
    };
  }

  private async statusOrNull(share: Share): Promise<{ status: 'green' | 'amber' | 'red' | null; grounded: boolean }> {
    try {
      return await this.statusOf(share);
    } catch {
      return { status: null, grounded: false };
    }
  }
}
