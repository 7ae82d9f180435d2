import { validationFailed } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import { readMemberInput } from '../../domain/group/group-input.js';
import type { User } from '../../domain/user/user.js';
import type { GroupRepository } from '../ports/group.repository.js';
import type { UserRepository } from '../ports/user.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { managedGroup, nameOfUser, readOrRefuse, type GroupCalendar } from './group-access.js';
import type { GroupRead, ReadGroup } from './read-group.service.js';

export const ADD_MEMBER_MESSAGES = {
  noSuchUser: 'No Wingshare account has this id.',
  noSuchEmail: 'No Wingshare account has this email: ask him to sign up first, then add him with the email he signed up with.',
} as const;

/**
 * POST /api/groups/:id/members: the owner or treasurer adds a member (or changes one: his role, share and
 * start). The owner keeps his role when his own share is changed. Shares over 100 % are the domain's 400.
 */
export class AddGroupMember {
  constructor(
    private readonly groups: GroupRepository,
    private readonly users: UserRepository,
    private readonly calendar: GroupCalendar,
    private readonly read: ReadGroup,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(user: User, groupId: number, body: unknown): Promise<GroupRead> {
    const group = await this.unitOfWork.run(async () => {
      const { group } = await managedGroup(this.groups, user, groupId, 'add or change members');
      await this.groups.lock(groupId);
      const today = await this.calendar.today(group.shareIds);
      let input = readOrRefuse(readMemberInput(body, group, today));
      if (input.email !== null) {
        // Given by his email: his account, then the same reading with its id (a member already, the shares).
        const found = await this.users.findByEmail(input.email);
        if (!found) throw validationFailed([ADD_MEMBER_MESSAGES.noSuchEmail], undefined, fieldErrors([['email', [ADD_MEMBER_MESSAGES.noSuchEmail]]]));
        const { email: _email, ...rest } = body as Record<string, unknown>;
        input = readOrRefuse(readMemberInput({ ...rest, userId: found.id }, group, today));
      }
      const person = await this.users.findById(input.userId!);
      if (!person) throw validationFailed([ADD_MEMBER_MESSAGES.noSuchUser], undefined, fieldErrors([['userId', [ADD_MEMBER_MESSAGES.noSuchUser]]]));
      const earlier = group.members.find((m) => m.userId === person.id);
      await this.groups.saveMember(groupId, {
        userId: person.id, name: nameOfUser(person), role: earlier?.role === 'owner' ? 'owner' : input.role,
        shareBasisPoints: input.shareBasisPoints, since: input.since, until: null,
      });
      return (await this.groups.find(groupId)) ?? group;
    });
    return this.read.readAs(group, group.members.find((m) => m.userId === user.id)!);
  }
}
