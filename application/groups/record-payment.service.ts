import { forbidden } from '../../domain/errors.js';
import { readPaymentInput } from '../../domain/group/group-input.js';
import { isManager, type GroupMember, type GroupPayment } from '../../domain/group/group.js';
import type { User } from '../../domain/user/user.js';
import type { GroupRepository } from '../ports/group.repository.js';
import type { Clock } from '../ports/security.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { GROUP_ACCESS_MESSAGES, memberGroup, readOrRefuse, type GroupCalendar } from './group-access.js';

/**
 * POST /api/groups/:id/payments: a member records a payment he made to the group; the owner or treasurer
 * records anyone's. It goes on the next statement as a credit.
 */
export class RecordGroupPayment {
  constructor(
    private readonly groups: GroupRepository,
    private readonly calendar: GroupCalendar,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, groupId: number, body: unknown): Promise<{ payment: GroupPayment; members: GroupMember[] }> {
    const { group, member } = await memberGroup(this.groups, user, groupId);
    const input = readOrRefuse(readPaymentInput(body, group, await this.calendar.today(group.shareIds)));
    if (input.userId !== user.id && !isManager(member.role)) throw forbidden(GROUP_ACCESS_MESSAGES.managersOnly("record another member's payment"));
    const payment = await this.unitOfWork.run(() => this.groups.addPayment(groupId, { ...input, method: 'recorded', recordedBy: user.id, createdAt: this.clock.now() }));
    return { payment, members: group.members };
  }
}
