import type { Booking } from '../../domain/booking/booking.js';
import { formatLocalPeriod } from '../../domain/booking/local-time.js';
import { estimateText } from '../../domain/booking/price-estimate.js';
import { UNDO_MESSAGES } from '../../domain/booking/undo-decision.js';
import { conflict } from '../../domain/errors.js';
import type { AlertOutbox, BookingMailFacts, BookingMailKind, BookingMailToQueue } from '../ports/alert-outbox.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import type { DescribeBookings } from './booking-details.service.js';

/** Something that happened to a request that its other side hears of by mail. */
export interface BookingEvent {
  kind: BookingMailKind;
  booking: Booking;
  /** For an event that may happen more than once to one booking (a grounding: its start). */
  occurrence?: string;
  /** Not mailed before then (an owner's answer waits for its undo window). */
  notBefore?: Date;
  /** More recipients than the kind's own (a dispute: the staff). */
  alsoTo?: number[];
  /** What the mail says beyond the booking (a flight's bill total, a dispute's reason). */
  facts?: Pick<BookingMailFacts, 'billTotal' | 'disputeReason' | 'disputedBy' | 'groundedBySquawk' | 'groundedByMaintenance' | 'payBy' | 'amount'>;
}

/** Runs a change of requests and queues the mails of its events in the same transaction. */
export interface BookingNoticeQueue {
  within<T>(work: () => Promise<T>, events: (result: T) => BookingEvent[]): Promise<T>;
  /**
   * Runs a change that takes back earlier events and removes their mails in the same transaction; a mail
   * already on its way refuses the change (409 UNDO_MESSAGES.told) and nothing is written.
   */
  retract<T>(work: () => Promise<T>, events: BookingEvent[]): Promise<T>;
  /** When each booking's pilot was last told of a grounding of the listing (its start); absent: never. */
  lastGroundingNotices(shareId: number, bookingIds: number[]): Promise<Map<number, Date>>;
}

/** No mail (application tests of the rules alone). */
export const NO_NOTICES: BookingNoticeQueue = { within: (work) => work(), retract: (work) => work(), lastGroundingNotices: async () => new Map() };

/** One event's key: the booking, and for an event that may recur its occurrence. */
const eventKeyOf = (e: Pick<BookingEvent, 'booking' | 'occurrence'>): string => `booking:${e.booking.id}${e.occurrence ? `:${e.occurrence}` : ''}`;

/** Who hears of an event: the other side of the one who acted (and, for some, staff). */
function recipientsOf(e: BookingEvent): number[] {
  return [...new Set([...sidesOf(e), ...(e.alsoTo ?? [])])];
}

function sidesOf(e: BookingEvent): number[] {
  const b = e.booking;
  switch (e.kind) {
    case 'booking_received':
    case 'flight_checked_in':
    case 'payment_transfer_waiting':
      return [b.ownerId];
    case 'flight_disputed':
    case 'flight_closed':
      return [b.pilotId, b.ownerId];
    case 'booking_cancelled':
      return b.cancelledBy === 'pilot' ? [b.ownerId] : b.cancelledBy === 'owner' ? [b.pilotId] : [b.pilotId, b.ownerId];
    default:
      return [b.pilotId];
  }
}

/**
 * Booking mails through the transactional outbox, like the new-listing alerts: the rows are written in
 * the transaction of the change (a request not saved mails nobody; a saved one cannot lose its mail), one
 * per recipient and event, ever (the outbox's unique key), and the alert worker mails them.
 */
export class BookingNotices implements BookingNoticeQueue {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: AlertOutbox,
    private readonly describe: DescribeBookings,
  ) {}

  within<T>(work: () => Promise<T>, events: (result: T) => BookingEvent[]): Promise<T> {
    return this.unitOfWork.run(async () => {
      const result = await work();
      const happened = events(result);
      // A cancelled booking's approval no longer holds: its mail, if still waiting (for the owner's moment to
      // undo, or for the worker), is taken back, so the pilot is not told "Approved" after "Cancelled".
      const moot = happened.filter((e) => e.kind === 'booking_cancelled')
        .map((e) => ({ kind: 'booking_approved' as const, userId: e.booking.pilotId, shareId: e.booking.shareId, eventKey: eventKeyOf({ booking: e.booking }) }));
      if (moot.length) await this.outbox.withdrawBookingMails(moot);
      if (happened.length) await this.outbox.queueBookingMails(await this.mailsOf(happened));
      return result;
    });
  }

  retract<T>(work: () => Promise<T>, events: BookingEvent[]): Promise<T> {
    return this.unitOfWork.run(async () => {
      const result = await work();
      const mails = events.flatMap((e) => recipientsOf(e).map((userId) => ({ kind: e.kind, userId, shareId: e.booking.shareId, eventKey: eventKeyOf(e) })));
      if (mails.length && (await this.outbox.withdrawBookingMails(mails)) > 0) throw conflict(UNDO_MESSAGES.told);
      return result;
    });
  }

  lastGroundingNotices(shareId: number, bookingIds: number[]): Promise<Map<number, Date>> {
    return this.outbox.lastGroundingNotices(shareId, bookingIds);
  }

  private async mailsOf(events: BookingEvent[]): Promise<BookingMailToQueue[]> {
    const details = await this.describe.execute(null, events.map((e) => e.booking));
    return events.flatMap((e, i) => {
      const d = details[i]!;
      const b = e.booking;
      if (!d.share) return [];
      return recipientsOf(e).map((userId) => ({
        kind: e.kind,
        userId,
        shareId: b.shareId,
        airportId: d.share!.airportId,
        eventKey: eventKeyOf(e),
        notBefore: e.notBefore,
        payload: {
          bookingId: b.id, shareTitle: d.share!.title || 'the listing', airportLabel: d.share!.airportLabel, bookingKind: b.kind,
          when: b.period ? formatLocalPeriod(b.period, d.timeZone) : null, estimate: d.estimate ? estimateText(d.estimate) : null, pilotName: d.pilot.name, ownerName: d.owner.name,
          message: b.message, reason: b.reason, cancelledBy: b.cancelledBy, ...e.facts,
        },
      }));
    });
  }
}
