import { conflict, forbidden, notFound } from '../../domain/errors.js';
import { readLeaveInput } from '../../domain/group/group-input.js';
import { isManager } from '../../domain/group/group.js';
import type { User } from '../../domain/user/user.js';
import type { GroupRepository } from '../ports/group.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { GROUP_ACCESS_MESSAGES, memberGroup, readOrRefuse } from './group-access.js';
import type { GroupRead, ReadGroup } from './read-group.service.js';

/**
 * DELETE /api/groups/:id/members/:userId `{ until }`: a member leaves (himself, or the owner or treasurer
 * takes him off) on a day; he stays on the list with his history and sees it still. The owner cannot leave.
 */
export class LeaveGroup {
  constructor(
    private readonly groups: GroupRepository,
    private readonly read: ReadGroup,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(user: User, groupId: number, userId: number, body: unknown): Promise<GroupRead> {
    const group = await this.unitOfWork.run(async () => {
      const { group, member: me } = await memberGroup(this.groups, user, groupId);
      if (userId !== user.id && (!isManager(me.role) || me.until !== null)) throw forbidden(GROUP_ACCESS_MESSAGES.managersOnly('take a member off the group'));
      await this.groups.lock(groupId);
      const leaving = group.members.find((m) => m.userId === userId);
      if (!leaving) throw notFound(GROUP_ACCESS_MESSAGES.memberNotFound);
      if (leaving.role === 'owner') throw conflict(GROUP_ACCESS_MESSAGES.ownerStays);
      const { until } = readOrRefuse(readLeaveInput(body, leaving));
      await this.groups.saveMember(groupId, { ...leaving, until });
      return (await this.groups.find(groupId)) ?? group;
    });
    return this.read.readAs(group, group.members.find((m) => m.userId === user.id)!);
  }
}
