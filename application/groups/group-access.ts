import { localDay } from '../../domain/booking/local-time.js';
import { forbidden, invalidFields, notFound } from '../../domain/errors.js';
import type { FieldErrors } from '../../domain/field-errors.js';
import { isManager, type Day, type Group, type GroupMember } from '../../domain/group/group.js';
import type { User } from '../../domain/user/user.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { GroupRepository } from '../ports/group.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { availabilityOf } from '../bookings/booking-access.js';

export const GROUP_ACCESS_MESSAGES = {
  notFound: 'This group does not exist, or you are not one of its members.',
  managersOnly: (what: string) => `Only the group's owner or treasurer can ${what}.`,
  memberNotFound: 'This person is not a member of the group.',
  ownerStays: 'The owner cannot leave the group: make another member its owner first (ask Wingshare\'s staff).',
  statementNotFound: 'This statement does not exist.',
  receiptNotFound: 'This expense has no receipt photo.',
} as const;

/** The caller's membership of the group (a past member keeps his view of its history): 404 for anyone never a member. */
export async function memberGroup(groups: GroupRepository, user: User, groupId: number): Promise<{ group: Group; member: GroupMember }> {
  const group = await groups.find(groupId);
  const member = group?.members.find((m) => m.userId === user.id);
  if (!group || !member) throw notFound(GROUP_ACCESS_MESSAGES.notFound);
  return { group, member };
}

/** The group when the caller is its owner or treasurer: 404 for a stranger, 403 for a plain (or past) member. */
export async function managedGroup(groups: GroupRepository, user: User, groupId: number, what: string): Promise<{ group: Group; member: GroupMember }> {
  const found = await memberGroup(groups, user, groupId);
  if (!isManager(found.member.role) || found.member.until !== null) throw forbidden(GROUP_ACCESS_MESSAGES.managersOnly(what));
  return found;
}

/** The person as a group names him. */
export const nameOfUser = (user: Pick<User, 'firstname' | 'lastname' | 'username'>): string => `${user.firstname} ${user.lastname}`.trim() || user.username;


/**
 * A group's today: the day at its first aircraft's airport (a group's days have no zone of their own), UTC
 * when it has none. The forms' dates and "the month is over" are judged on it.
 */
export class GroupCalendar {
  constructor(
    private readonly shares: ShareRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly zones: TimeZoneFinder,
    private readonly clock: Clock,
  ) {}

  async today(shareIds: readonly number[]): Promise<Day> {
    return this.dayAt(this.clock.now(), await this.zoneOf(shareIds));
  }

  async zoneOf(shareIds: readonly number[]): Promise<string> {
    const share = shareIds.length ? await this.shares.findById(shareIds[0]!) : null;
    return share ? (await availabilityOf(this.availabilities, this.zones, share)).timeZone : 'UTC';
  }

  dayAt(now: Date, timeZone: string): Day {
    return localDay(now, timeZone);
  }
}

/** A domain reader's answer, or the 400 of its messages by field. */
export function readOrRefuse<T>(read: { ok: true; value: T } | { ok: false; errors: FieldErrors }): T {
  if (read.ok) return read.value;
  throw invalidFields(read.errors);
}
