import type { OpenHours } from '../../domain/booking/availability.js';
import type { Period } from '../../domain/booking/booking.js';
import { validationFailed } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import type { User } from '../../domain/user/user.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { canEdit, visibleShare } from '../shares/share-access.js';
import { availabilityOf } from './booking-access.js';

export const CALENDAR_MAX_DAYS = 62;
export const CALENDAR_MESSAGES = {
  range: 'The calendar period ends after it starts.',
  tooLong: `The calendar shows at most ${CALENDAR_MAX_DAYS} days at a time.`,
} as const;

/** A taken stretch of the calendar. Who booked, and why a period is blocked, only for those it concerns. */
export type CalendarEntry =
  | { kind: 'booked'; start: Date; end: Date; bookingId?: number; mine?: boolean; pilotName?: string }
  | { kind: 'blocked'; start: Date; end: Date; reason?: string }
  /** The caller's own pending request (issue 34): shown to its pilot alone; it holds nothing. */
  | { kind: 'requested'; start: Date; end: Date; bookingId: number; mine: true };

export interface ShareCalendarView {
  shareId: number;
  timeZone: string;
  openHours: OpenHours[];
  grounded: boolean;
  entries: CalendarEntry[];
}

/**
 * GET /share/:id/calendar?from=&to=: booked and blocked time of a listing for anyone who can see it.
 * A stranger sees booked periods without names; a pilot also sees which are theirs; the owner and admins
 * see the pilots' names and the reasons of blocks. A pilot also sees their own requests still waiting for an
 * answer (nobody else sees them: a pending request holds nothing).
 */
export class ShareCalendar {
  constructor(
    private readonly shares: ShareRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly bookings: BookingRepository,
    private readonly zones: TimeZoneFinder,
  ) {}

  async execute(user: User | null, shareId: number, range: Period): Promise<ShareCalendarView> {
    const days = (range.end.getTime() - range.start.getTime()) / 86_400_000;
    const error = !(days > 0) ? CALENDAR_MESSAGES.range : days > CALENDAR_MAX_DAYS ? CALENDAR_MESSAGES.tooLong : null;
    if (error) throw validationFailed([error], error, fieldErrors([['to', [error]]]));
    const share = await visibleShare(this.shares, user, shareId);
    const insider = canEdit(user, share);
    const availability = await availabilityOf(this.availabilities, this.zones, share);
    const booked = await this.bookings.approvedIn(share.id, range);
    const asked = user ? (await this.bookings.list({ pilotId: user.id, shareId: share.id, states: ['pending'], overlapping: range, offset: 0, limit: 100 })).items : [];
    const entries: CalendarEntry[] = [
      ...booked.filter((b) => b.period).map((b): CalendarEntry => {
        const mine = user?.id === b.pilotId;
        return {
          kind: 'booked', start: b.period!.start, end: b.period!.end,
          ...(insider || mine ? { bookingId: b.id, mine, pilotName: b.pilotName } : {}),
        };
      }),
      ...availability.blocks
        .filter((b) => b.start < range.end && range.start < b.end)
        .map((b): CalendarEntry => ({ kind: 'blocked', start: b.start, end: b.end, ...(insider ? { reason: b.reason } : {}) })),
      ...asked.filter((b) => b.period).map((b): CalendarEntry => ({ kind: 'requested', start: b.period!.start, end: b.period!.end, bookingId: b.id, mine: true })),
    ].sort((a, b) => a.start.getTime() - b.start.getTime());
    return { shareId: share.id, timeZone: availability.timeZone, openHours: availability.openHours, grounded: !!availability.grounded, entries };
  }
}
