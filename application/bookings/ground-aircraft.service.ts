import { AVAILABILITY_MESSAGES } from '../../domain/booking/availability.js';
import type { Availability } from '../../domain/booking/availability.js';
import type { Booking } from '../../domain/booking/booking.js';
import { groundingNoticeDue } from '../../domain/booking/grounding-notices.js';
import { REASON_MAX } from '../../domain/booking/booking.js';
import { conflict, validationFailed } from '../../domain/errors.js';
import { MAINTENANCE_MESSAGES } from '../../domain/maintenance/maintenance-input.js';
import { fieldErrors } from '../../domain/field-errors.js';
import { shorten } from '../../domain/text/read-text.js';
import type { User } from '../../domain/user/user.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { Clock } from '../ports/security.js';
import type { Share } from '../../domain/share/share.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { editableShare } from '../shares/share-access.js';
import { availabilityOf } from './booking-access.js';
import { NO_NOTICES, type BookingEvent, type BookingNoticeQueue } from './booking-notices.js';

/**
 * POST /share/:id/ground (with the reason) and DELETE /share/:id/ground: while grounded the listing takes
 * no requests and no approvals. Grounding answers the approved bookings that have not ended, so the
 * caller can tell their pilots.
 */
export class GroundAircraft {
  constructor(
    private readonly shares: ShareRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly bookings: BookingRepository,
    private readonly zones: TimeZoneFinder,
    private readonly clock: Clock,
    private readonly notices: BookingNoticeQueue = NO_NOTICES,
  ) {}

  /**
   * `reason` grounds the aircraft; null clears it, except a grounding of the maintenance status (issue 38),
   * which lifts only when nothing red is left (409). Grounding an aircraft its status grounded keeps it the
   * status's (the owner's words replace the reason).
   */
  async execute(user: User, shareId: number, reason: string | null): Promise<{ availability: Availability; affected: Booking[] }> {
    const share = await editableShare(this.shares, user, shareId);
    if (reason === null && (await availabilityOf(this.availabilities, this.zones, share)).grounded?.by === 'maintenance') {
      throw conflict(MAINTENANCE_MESSAGES.groundedByMaintenance);
    }
    // The owner lifts his own grounding while the status is red: the status's grounding takes its place at once
    // (not at the next sweep), and the answer says so.
    const red = reason === null && this.redReason ? await this.redReason(share.id) : null;
    if (red) return this.apply(share, shorten(red, REASON_MAX), { by: 'maintenance', facts: { groundedByMaintenance: true } });
    return this.apply(share, reason);
  }

  private redReason: ((shareId: number) => Promise<string | null>) | null = null;

  /**
   * How to tell that the aircraft's maintenance status is red (its grounding reason, or null): given by the
   * composition once the status keeper exists (the keeper grounds through this class, so it comes after it).
   */
  useMaintenanceStatus(redReason: (shareId: number) => Promise<string | null>): void {
    this.redReason = redReason;
  }

  /**
   * The maintenance status turned red (issue 38): grounds the aircraft with the status's reason, marked as
   * the status's; an aircraft grounded by its status already takes the new reason; the owner's own grounding
   * is left as it is. The pilots holding later bookings are told as for any grounding.
   */
  async byMaintenance(shareId: number, reason: string): Promise<void> {
    const share = await this.shares.findById(shareId);
    if (!share) return;
    const current = (await availabilityOf(this.availabilities, this.zones, share)).grounded;
    if (current && (current.by !== 'maintenance' || current.reason === reason)) return;
    await this.apply(share, shorten(reason, REASON_MAX), { by: 'maintenance', facts: { groundedByMaintenance: true } });
  }

  /** Nothing red is left: the status's grounding lifts (the owner's never does by itself). */
  async liftMaintenance(shareId: number): Promise<void> {
    const share = await this.shares.findById(shareId);
    if (!share) return;
    if ((await availabilityOf(this.availabilities, this.zones, share)).grounded?.by !== 'maintenance') return;
    await this.apply(share, null);
  }

  /**
   * A grounding squawk at check-in (issue 36) grounds the aircraft at once, the pilot's word standing for the
   * owner's until he clears it; the pilots holding later bookings are told as for any grounding.
   */
  async bySquawk(shareId: number, squawk: string): Promise<{ availability: Availability; affected: Booking[] } | null> {
    const share = await this.shares.findById(shareId);
    if (!share) return null;
    const reason = `Grounding squawk at check-in: ${squawk}`;
    // Marked as the maintenance status's (issue 38): it lifts when the squawk is answered, not by the switch.
    return this.apply(share, shorten(reason, REASON_MAX), { by: 'maintenance', facts: { groundedBySquawk: true } });
  }

  private async apply(
    share: Share, reason: string | null, how: { by?: 'maintenance'; facts?: BookingEvent['facts'] } = {},
  ): Promise<{ availability: Availability; affected: Booking[] }> {
    const current = await availabilityOf(this.availabilities, this.zones, share);
    const now = this.clock.now();
    let grounded = null;
    if (reason !== null) {
      const r = reason.trim();
      const errors = !r ? [AVAILABILITY_MESSAGES.groundReason] : r.length > REASON_MAX ? [`The reason is at most ${REASON_MAX} characters.`] : [];
      if (errors.length) throw validationFailed(errors, errors[0], fieldErrors([['reason', errors]]));
      const by = how.by ?? (current.grounded?.by === 'maintenance' ? 'maintenance' : undefined);
      grounded = { reason: r, since: current.grounded?.since ?? now, ...(by ? { by } : {}) };
    }
    const next: Availability = { ...current, grounded };
    const { blocks: _blocks, ...settings } = next;
    const save = async () => {
      // The lock the save takes holds a grounding sent at the same moment until this one is written: the
      // notices read after it see the other's.
      await this.availabilities.save(settings);
      if (!grounded || current.grounded) return { affected: [], told: [] };
      const affected = await this.bookings.futureApproved(share.id, now);
      const last = await this.notices.lastGroundingNotices(share.id, affected.map((b) => b.id));
      return { affected, told: affected.filter((b) => groundingNoticeDue(last.get(b.id) ?? null, now)) };
    };
    // The pilots holding future bookings hear of it once per grounding episode (grounding-notices.ts).
    const { affected } = await this.notices.within(save, ({ told }) =>
      told.map((booking) => ({
        kind: 'booking_grounded' as const, booking: { ...booking, reason: grounded!.reason }, occurrence: now.toISOString(),
        ...(how.facts ? { facts: how.facts } : {}),
      })));
    return { availability: next, affected };
  }
}
