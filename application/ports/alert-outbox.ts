import type { BookingActor } from '../../domain/booking/booking.js';
import type { MemberStatement, Month } from '../../domain/group/group.js';

/** What a new-listing alert says about the listing: fixed when it is queued (the listing as it was listed). */
export interface NewListingSnapshot {
  title: string;
  /** "Private owner rental" */
  typeLabel: string;
  /** sharePriceLabel: "$165 / hour", "Ask for rate"... */
  priceLabel: string;
  /** "2005 Cessna 172S", or "" */
  aircraft: string;
  /** "LOU - Bowman Field" */
  airportLabel: string;
  /** "Louisville, KY", or "" */
  place: string;
  /**
   * The site's address as the request that listed it was sent to (the base of the mail's links), when that
   * request had one we trust; otherwise the worker's own (PUBLIC_URL or the start-up banner's).
   */
  siteUrl?: string;
}

/** What a booking mail says: fixed when it is queued, in the transaction of the change. */
export interface BookingMailFacts {
  bookingId: number;
  shareTitle: string;
  /** "LOU - Bowman Field" */
  airportLabel: string;
  bookingKind: 'rental' | 'join';
  /** "Monday 8 Mar 2027, 09:00 to 12:00 EST (America/Kentucky/Louisville)"; null for a request to join. */
  when: string | null;
  /** "$450 (3 hours at $150 / hour, dry: fuel not included)"; null without a rate or for a request to join. */
  estimate?: string | null;
  pilotName: string;
  ownerName: string;
  message: string;
  reason: string;
  cancelledBy: BookingActor | null;
  /** The address the change was made through, when trusted (as NewListingSnapshot.siteUrl). */
  siteUrl?: string;
  /** The flight's mails (issue 36): the bill's total ("$245.00"), when there is one. */
  billTotal?: string | null;
  /** The flight's mails: the dispute's reason, who raised it ("pilot" or "owner"). */
  disputeReason?: string;
  disputedBy?: 'pilot' | 'owner';
  /** A grounding's mail: the aircraft was grounded by a squawk at check-in, not by its owner. */
  groundedBySquawk?: boolean;
  /** A grounding's mail: the aircraft's maintenance status turned red (issue 38), not its owner. */
  groundedByMaintenance?: boolean;
  /** The money's mails (issue 37): by when the pilot must pay ("Tuesday 9 Mar 2027, 14:00 EST"). */
  payBy?: string;
  /** The money's mails: the amount concerned ("$450.00"). */
  amount?: string;
}

export const BOOKING_MAIL_KINDS = [
  'booking_received', 'booking_approved', 'booking_declined', 'booking_expired', 'booking_cancelled', 'booking_grounded',
  'flight_checked_in', 'flight_bill_ready', 'flight_disputed', 'flight_closed', 'flight_no_show',
  // The money (issue 37): a hold or a charge off session that failed (the pilot pays by a time), a transfer
  // waiting for the owner's payout account.
  'payment_hold_failed', 'payment_charge_failed', 'payment_transfer_waiting',
] as const;
export type BookingMailKind = (typeof BOOKING_MAIL_KINDS)[number];

/** The owner's maintenance reminders (issue 38): an item due within 30 days or 10 hours, an item overdue. */
export const MAINTENANCE_MAIL_KINDS = ['maintenance_due_soon', 'maintenance_overdue'] as const;
export type MaintenanceMailKind = (typeof MAINTENANCE_MAIL_KINDS)[number];

/** What a maintenance reminder says: fixed when it is queued, in the sweep's transaction. */
export interface MaintenanceMailFacts {
  itemId: number;
  shareTitle: string;
  /** "N123AB", or "" */
  tailNumber: string;
  itemTitle: string;
  /** "Due on March 31, 2027", "Overdue since March 2, 2027". */
  dueText: string;
  /** The status's reasons when it was queued. */
  reasons: string[];
}

/** A group's mails (issue 39): each member's monthly statement, queued in the transaction that issues it. */
export const GROUP_MAIL_KINDS = ['group_statement'] as const;
export type GroupMailKind = (typeof GROUP_MAIL_KINDS)[number];

/** What a member's statement mail says: the statement as issued (a statement never changes once issued). */
export interface GroupStatementMailFacts {
  groupId: number;
  groupName: string;
  month: Month;
  statement: MemberStatement;
}

/** A listing that fits a pilot's partner profile (issue 41): once per listing and pilot, ever. */
export const PARTNER_MATCH_KIND = 'partner_match';
export type PartnerMatchKind = typeof PARTNER_MATCH_KIND;

/** What a new-match mail says: the listing as it was when it gained its group side, and how it fits him. */
export interface PartnerMatchMailFacts extends NewListingSnapshot {
  score: number;
  reasons: string[];
  monthlyCostCents: number | null;
}

export interface PartnerMatchToQueue {
  userId: number;
  shareId: number;
  airportId: number;
  payload: PartnerMatchMailFacts;
}

export type AlertKind = 'new_listing' | BookingMailKind | MaintenanceMailKind | GroupMailKind | PartnerMatchKind;

export interface BookingMailToQueue {
  kind: BookingMailKind;
  userId: number;
  shareId: number;
  airportId: number;
  /** Tells this event from others of its kind on the listing: one row per (user, listing, kind, eventKey), ever. */
  eventKey: string;
  payload: BookingMailFacts;
  /** Not mailed before then (an answer waits for its undo window); at once when absent. */
  notBefore?: Date;
}

/** A maintenance reminder to the owner: one row per (owner, listing, kind, eventKey), ever, like a booking mail. */
export interface MaintenanceMailToQueue extends Omit<BookingMailToQueue, 'kind' | 'payload' | 'notBefore'> {
  kind: MaintenanceMailKind;
  payload: MaintenanceMailFacts;
}

/**
 * A group's mail to a member: one row per (member, listing, kind, eventKey), ever. The listing is the group's
 * first aircraft (the outbox's rows belong to a listing); its airport is read from it.
 */
export interface GroupMailToQueue {
  kind: GroupMailKind;
  userId: number;
  shareId: number;
  eventKey: string;
  payload: GroupStatementMailFacts;
}

/** A booking mail queued earlier, to be taken back (an undone answer). */
export type BookingMailToWithdraw = Pick<BookingMailToQueue, 'kind' | 'userId' | 'shareId' | 'eventKey'>;

export interface AlertsToQueue {
  kind: AlertKind;
  shareId: number;
  airportId: number;
  /** The owner is never alerted about their own listing. */
  ownerId: number;
  payload: NewListingSnapshot;
}

/** An alert a worker holds until its lease ends. */
export interface ClaimedAlert<P = NewListingSnapshot | BookingMailFacts | MaintenanceMailFacts | GroupStatementMailFacts | PartnerMatchMailFacts> {
  id: number;
  kind: AlertKind;
  userId: number;
  shareId: number;
  airportId: number;
  payload: P;
  /** Stable for this (user, share, kind): the mail's idempotency key is derived from it. */
  deliveryKey: string;
  /** This attempt's number (1 for the first); attempts that crashed count too. */
  attempt: number;
  recipient: { email: string; name: string };
  /**
   * The user still follows the airport (did not unsubscribe since); for a new-match mail, he still shows
   * his partner profile with its mails on.
   */
  stillFollowing: boolean;
  /** The listing is still active at that airport. */
  stillListed: boolean;
}

/**
 * The transactional outbox of alert emails. One row per (user, share, kind), ever; rows are written in the
 * transaction that lists the share and taken by workers with a lease, so two workers never hold one alert.
 */
export interface AlertOutbox {
  /**
   * In the caller's transaction: one pending alert for every user who follows the airport, the owner
   * excepted. An alert that exists already is left as it is (sent, pending or failed), except a skipped one,
   * which is queued again. Answers how many were queued.
   */
  queueForFollowers(alerts: AlertsToQueue): Promise<number>;
  /** In the caller's transaction: booking mails (and maintenance reminders), each once per event (a second queueing of one is ignored). */
  queueBookingMails(mails: Array<BookingMailToQueue | MaintenanceMailToQueue>): Promise<number>;
  /** In the caller's transaction: group mails, each once per event; a listing that no longer exists queues nothing. */
  queueGroupMails(mails: GroupMailToQueue[]): Promise<number>;
  /** In the caller's transaction: new-match mails (issue 41), each once per (pilot, listing), ever. */
  queuePartnerMatches(mails: PartnerMatchToQueue[]): Promise<number>;
  /**
   * In the caller's transaction: removes these mails while no worker has tried them yet (so they can be
   * queued again later). Answers how many of them could not be taken back: already tried or sent.
   */
  withdrawBookingMails(mails: BookingMailToWithdraw[]): Promise<number>;
  /** When each of these bookings of the listing last had its pilot told of a grounding (the grounding's start); absent: never. */
  lastGroundingNotices(shareId: number, bookingIds: number[]): Promise<Map<number, Date>>;
  /** Takes up to `limit` due alerts until `leaseUntil` and counts the attempt; alerts under another lease are passed over. */
  claim(worker: string, limit: number, now: Date, leaseUntil: Date): Promise<ClaimedAlert[]>;
  markSent(id: number, at: Date): Promise<void>;
  /** Back to pending, due at `at`, lease dropped. Only while `worker` holds it. */
  retryLater(id: number, worker: string, at: Date, error: string): Promise<void>;
  /** Given up: not tried again. */
  markFailed(id: number, worker: string, error: string): Promise<void>;
  /** Not sent and not due to be (unfollowed, listing gone from that airport). Queued again if the listing is enabled again. */
  markSkipped(id: number, worker: string, reason: string): Promise<void>;
  /** Hands back claimed alerts not tried (a worker stopping), without counting the attempt. */
  release(ids: number[], worker: string): Promise<void>;
}
