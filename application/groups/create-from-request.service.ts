import { conflict, forbidden, notFound } from '../../domain/errors.js';
import { isActiveOn, isManager, type GroupMember } from '../../domain/group/group.js';
import type { User } from '../../domain/user/user.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { GroupRepository } from '../ports/group.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UserRepository } from '../ports/user.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { ownGroupShares, kindOfShares } from './create-group.service.js';
import { GROUP_ACCESS_MESSAGES, nameOfUser, type GroupCalendar } from './group-access.js';
import type { GroupRead, ReadGroup } from './read-group.service.js';

export const FROM_REQUEST_MESSAGES = {
  notFound: 'This request does not exist, or it was not made to one of your listings.',
  notApprovedJoin: 'Only an approved request to join makes a group: approve the request first.',
} as const;

/**
 * POST /api/groups/from-request/:bookingId: the owner of a listing turns an approved request to join it into
 * a group: he (owner) and the pilot (member) from today, neither with a share yet (costs by share are split
 * equally until shares are given). When the listing has a group already, the pilot joins it (the caller must manage it).
 */
export class CreateGroupFromRequest {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly groups: GroupRepository,
    private readonly shares: ShareRepository,
    private readonly users: UserRepository,
    private readonly calendar: GroupCalendar,
    private readonly read: ReadGroup,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, bookingId: number): Promise<GroupRead> {
    const booking = await this.bookings.findById(bookingId);
    if (!booking || booking.ownerId !== user.id) throw notFound(FROM_REQUEST_MESSAGES.notFound);
    if (booking.kind !== 'join' || booking.state !== 'approved') throw conflict(FROM_REQUEST_MESSAGES.notApprovedJoin);
    const [share] = await ownGroupShares(this.shares, user, [booking.shareId]);
    const pilot = await this.users.findById(booking.pilotId);
    if (!pilot) throw notFound(FROM_REQUEST_MESSAGES.notFound);
    const today = await this.calendar.today([booking.shareId]);
    const joining: GroupMember = { userId: pilot.id, name: nameOfUser(pilot), role: 'member', shareBasisPoints: null, since: today, until: null };
    const group = await this.unitOfWork.run(async () => {
      const existing = await this.groups.ofShare(booking.shareId);
      if (!existing) {
        const kind = kindOfShares([share!]);
        // No shares yet (split equally): the owner gives them when he adds members; a whole share of his would leave none.
        const owner: GroupMember = { userId: user.id, name: nameOfUser(user), role: 'owner', shareBasisPoints: null, since: today, until: null };
        return this.groups.create({ name: share!.title, kind, shareIds: [share!.id], members: [owner, joining], createdOn: today, createdAt: this.clock.now() });
      }
      await this.groups.lock(existing.id);
      const me = existing.members.find((m) => m.userId === user.id && m.until === null);
      if (!me) throw notFound(GROUP_ACCESS_MESSAGES.notFound);
      if (!isManager(me.role)) throw forbidden(GROUP_ACCESS_MESSAGES.managersOnly('add members'));
      const already = existing.members.find((m) => m.userId === pilot.id);
      if (!already || !isActiveOn(already, today)) await this.groups.saveMember(existing.id, already ? { ...already, since: already.until ? today : already.since, until: null } : joining);
      return (await this.groups.find(existing.id)) ?? existing;
    });
    return this.read.readAs(group, group.members.find((m) => m.userId === user.id)!);
  }
}
