import { availabilityErrors, blockErrors, type Availability, type BlockedPeriod, type BookingRules, type Grounding, type OpenHours } from '../../domain/booking/availability.js';
import type { Period } from '../../domain/booking/booking.js';
import { assertValidFields, notFound } from '../../domain/errors.js';
import type { User } from '../../domain/user/user.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { canEdit, editableShare, visibleShare } from '../shares/share-access.js';
import { availabilityOf } from './booking-access.js';

export const BLOCK_NOT_FOUND = 'This blocked period does not exist.';

export interface AvailabilityChanges {
  timeZone?: string;
  openHours?: OpenHours[];
  rules?: Partial<BookingRules>;
}

/**
 * GET /share/:id/availability: anyone who can see the listing reads its zone, open hours, rules, blocks
 * and grounding (a pilot needs them to pick a period); the reasons of blocks only its owner and admins.
 */
export class GetAvailability {
  constructor(
    private readonly shares: ShareRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly zones: TimeZoneFinder,
  ) {}

  async execute(user: User | null, shareId: number): Promise<{ availability: Availability; canEdit: boolean }> {
    const share = await visibleShare(this.shares, user, shareId);
    const availability = await availabilityOf(this.availabilities, this.zones, share);
    const insider = canEdit(user, share);
    return {
      availability: insider ? availability : { ...availability, blocks: availability.blocks.map((b) => ({ ...b, reason: '' })) },
      canEdit: insider,
    };
  }

  /** Which of these listings are grounded, and why (public, as on the listing): the cards' badge. */
  groundings(shareIds: number[]): Promise<Map<number, Grounding>> {
    return this.availabilities.groundedAmong(shareIds);
  }
}

/** PUT /share/:id/availability: fields not sent keep their value; the result is checked as a whole. */
export class UpdateAvailability {
  constructor(
    private readonly shares: ShareRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly zones: TimeZoneFinder,
  ) {}

  async execute(user: User, shareId: number, changes: AvailabilityChanges): Promise<Availability> {
    const share = await editableShare(this.shares, user, shareId);
    const current = await availabilityOf(this.availabilities, this.zones, share);
    const next: Availability = {
      ...current,
      timeZone: changes.timeZone?.trim() ?? current.timeZone,
      openHours: changes.openHours ?? current.openHours,
      rules: { ...current.rules, ...changes.rules },
    };
    assertValidFields(availabilityErrors(next));
    const { blocks: _blocks, ...settings } = next;
    await this.availabilities.save(settings);
    return next;
  }
}

/** The owner blocks a period (maintenance, own use) or frees it again. */
export class ManageBlockedPeriods {
  constructor(
    private readonly shares: ShareRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly zones: TimeZoneFinder,
  ) {}

  async add(user: User, shareId: number, block: Period & { reason: string }): Promise<BlockedPeriod> {
    const share = await editableShare(this.shares, user, shareId);
    assertValidFields(blockErrors(block));
    // A block needs its listing's availability row; the first one stores the defaults.
    const stored = await this.availabilities.find(share.id);
    if (!stored) {
      const { blocks: _blocks, ...settings } = await availabilityOf(this.availabilities, this.zones, share);
      await this.availabilities.save(settings);
    }
    return this.availabilities.addBlock(share.id, { start: block.start, end: block.end, reason: block.reason.trim() });
  }

  async remove(user: User, shareId: number, blockId: number): Promise<void> {
    const share = await editableShare(this.shares, user, shareId);
    if (!(await this.availabilities.removeBlock(share.id, blockId))) throw notFound(BLOCK_NOT_FOUND);
  }
}
