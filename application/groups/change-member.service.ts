import { notFound } from '../../domain/errors.js';
import { readMemberChangeInput } from '../../domain/group/group-input.js';
import type { User } from '../../domain/user/user.js';
import type { GroupRepository } from '../ports/group.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { GROUP_ACCESS_MESSAGES, managedGroup, readOrRefuse, type GroupCalendar } from './group-access.js';
import type { GroupRead, ReadGroup } from './read-group.service.js';

/**
 * PATCH /api/groups/:id/members/:userId `{ role?, sharePercent? }`: the owner or treasurer changes a member's
 * role or share. Nothing issued changes: the next statement issued charges by the new share (a statement,
 * once issued, is never changed). The group's row is locked, so two changes at once cannot add up past 100 %.
 */
export class ChangeGroupMember {
  constructor(
    private readonly groups: GroupRepository,
    private readonly calendar: GroupCalendar,
    private readonly read: ReadGroup,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(user: User, groupId: number, userId: number, body: unknown): Promise<GroupRead> {
    const group = await this.unitOfWork.run(async () => {
      await managedGroup(this.groups, user, groupId, 'change members');
      await this.groups.lock(groupId);
      const group = (await this.groups.find(groupId))!;
      const member = group.members.find((m) => m.userId === userId);
      if (!member) throw notFound(GROUP_ACCESS_MESSAGES.memberNotFound);
      const change = readOrRefuse(readMemberChangeInput(body, group, member, await this.calendar.today(group.shareIds)));
      await this.groups.saveMember(groupId, { ...member, ...change });
      return (await this.groups.find(groupId)) ?? group;
    });
    return this.read.readAs(group, group.members.find((m) => m.userId === user.id)!);
  }
}
