import { conflict, validationFailed } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import { readGroupInput } from '../../domain/group/group-input.js';
import { WHOLE_SHARE, type GroupKind, type GroupMember } from '../../domain/group/group.js';
import type { Share } from '../../domain/share/share.js';
import type { ShareType } from '../../domain/share/share-types.js';
import type { User } from '../../domain/user/user.js';
import type { GroupRepository } from '../ports/group.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { nameOfUser, readOrRefuse, type GroupCalendar } from './group-access.js';
import type { GroupRead, ReadGroup } from './read-group.service.js';

/** The listing types a group flies: the three that end at "request to join approved". */
export const GROUP_SHARE_TYPES: readonly ShareType[] = ['PRIVATE_OWNER_SHARE_PURCHASE', 'PARTNERSHIP_REQUEST_TO_PURCHASE', 'FLIGHT_CLUB'];

export const CREATE_GROUP_MESSAGES = {
  notYours: (id: number) => `Listing ${id} is not one of your listings: a group is made of its owner's own listings.`,
  wrongType: (id: number) => `Listing ${id} is a rental: a group flies share purchase, partnership or flying club listings.`,
  inAnotherGroup: (id: number) => `Listing ${id} is already in a group.`,
} as const;

/** A club when one of its listings is a flying club; a partnership otherwise. */
export const kindOfShares = (shares: readonly Pick<Share, 'type'>[]): GroupKind => (shares.some((s) => s.type === 'FLIGHT_CLUB') ? 'club' : 'partnership');

/**
 * POST /api/groups: the caller makes a group of his own listings; he becomes its owner member (a whole share
 * in a partnership, none in a club). Each listing is in at most one group (409).
 */
export class CreateGroup {
  constructor(
    private readonly groups: GroupRepository,
    private readonly shares: ShareRepository,
    private readonly calendar: GroupCalendar,
    private readonly read: ReadGroup,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, body: unknown): Promise<GroupRead> {
    const { name, shareIds } = readOrRefuse(readGroupInput(body));
    const shares = await ownGroupShares(this.shares, user, shareIds);
    const today = await this.calendar.today(shareIds);
    const kind = kindOfShares(shares);
    const owner: GroupMember = { userId: user.id, name: nameOfUser(user), role: 'owner', shareBasisPoints: kind === 'club' ? null : WHOLE_SHARE, since: today, until: null };
    const group = await this.unitOfWork.run(async () => {
      for (const id of shareIds) {
        if (await this.groups.ofShare(id)) throw conflict(CREATE_GROUP_MESSAGES.inAnotherGroup(id), undefined, fieldErrors([['shareIds', [CREATE_GROUP_MESSAGES.inAnotherGroup(id)]]]));
      }
      return this.groups.create({ name, kind, shareIds, members: [owner], createdOn: today, createdAt: this.clock.now() });
    });
    return this.read.readAs(group, group.members.find((m) => m.userId === user.id) ?? owner);
  }
}

/** The listings, each the caller's own and of a group's type: a 400 on shareIds naming the first that is not. */
export async function ownGroupShares(shares: ShareRepository, user: User, ids: readonly number[]): Promise<Share[]> {
  const out: Share[] = [];
  for (const id of ids) {
    const share = await shares.findById(id);
    const message = !share || share.owner.id !== user.id ? CREATE_GROUP_MESSAGES.notYours(id)
      : !GROUP_SHARE_TYPES.includes(share.type) ? CREATE_GROUP_MESSAGES.wrongType(id) : null;
    if (message) throw validationFailed([message], message, fieldErrors([['shareIds', [message]]]));
    out.push(share!);
  }
  return out;
}
