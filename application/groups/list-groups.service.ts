import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { GroupRepository, GroupSummary } from '../ports/group.repository.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { balancesOf, GROUP_PAGE_ROWS } from './read-group.service.js';

export interface GroupSummaryRead {
  summary: GroupSummary;
  shares: Share[];
  /** What the caller owes the group now. */
  balanceCents: number;
}

/** GET /api/groups: the groups the caller is or was a member of, newest first. */
export class ListGroups {
  constructor(
    private readonly groups: GroupRepository,
    private readonly shares: ShareRepository,
  ) {}

  async execute(user: User): Promise<GroupSummaryRead[]> {
    const out: GroupSummaryRead[] = [];
    for (const summary of await this.groups.ofUser(user.id)) {
      const [last, payments] = await Promise.all([this.groups.lastTotals(summary.id), this.groups.payments(summary.id, GROUP_PAGE_ROWS)]);
      const mine = balancesOf([summary.member], last.totals, payments).find((b) => b.userId === user.id);
      const shares: Share[] = [];
      for (const id of summary.shareIds) {
        const share = await this.shares.findById(id);
        if (share) shares.push(share);
      }
      out.push({ summary, shares, balanceCents: mine?.balanceCents ?? 0 });
    }
    return out;
  }
}
