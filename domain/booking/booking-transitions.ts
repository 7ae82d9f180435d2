import { conflict, DomainError, forbidden, validationFailed } from '../errors.js';
import { fieldErrors } from '../field-errors.js';
import { CHECK_OUT_EARLY_MS, DISPUTE_WINDOW_MS, NO_SHOW_AFTER_MS } from '../flight/flight.js';
import { REASON_MAX, type Booking, type BookingActor, type BookingState } from './booking.js';

/**
 * The request state machine. Each transition is a pure function from a booking to its next version; a
 * refusal is a DomainError whose code says why (403 not yours to do, 409 not in a state that allows it,
 * 400 a missing reason) and whose message says it to a person.
 *
 *   pending  --approve (owner)-->             approved
 *   pending  --decline (owner, reason)-->     declined
 *   pending  --withdraw (pilot)-->            withdrawn
 *   pending  --expire (system, after 48 h)--> expired
 *   approved --cancel (pilot|owner|admin, reason)--> cancelled
 *
 * A rental's flight (issue 36, domain/flight/flight.ts):
 *
 *   approved    --check_out (pilot, from 2 h before the start until its end)--> checked_out
 *   checked_out --check_in (pilot)-->                                     flown
 *   flown       --confirm (owner)-->                                      closed
 *   flown       --dispute (pilot|owner, reason, within 72 h of check-in)--> disputed
 *   flown       --close (system, 72 h after check-in)-->                 closed
 *   disputed    --resolve (admin)-->                                      closed
 *   approved    --no_show (owner, 60 min past the start)-->               no_show
 */
export type BookingAction =
  | 'approve' | 'decline' | 'withdraw' | 'expire' | 'cancel'
  | 'check_out' | 'check_in' | 'confirm' | 'dispute' | 'close' | 'resolve' | 'no_show';

export const TRANSITIONS: Record<BookingAction, { from: BookingState; to: BookingState; by: readonly BookingActor[] }> = {
  approve: { from: 'pending', to: 'approved', by: ['owner'] },
  decline: { from: 'pending', to: 'declined', by: ['owner'] },
  withdraw: { from: 'pending', to: 'withdrawn', by: ['pilot'] },
  expire: { from: 'pending', to: 'expired', by: ['system'] },
  cancel: { from: 'approved', to: 'cancelled', by: ['pilot', 'owner', 'admin'] },
  check_out: { from: 'approved', to: 'checked_out', by: ['pilot'] },
  check_in: { from: 'checked_out', to: 'flown', by: ['pilot'] },
  confirm: { from: 'flown', to: 'closed', by: ['owner'] },
  dispute: { from: 'flown', to: 'disputed', by: ['pilot', 'owner'] },
  close: { from: 'flown', to: 'closed', by: ['system'] },
  resolve: { from: 'disputed', to: 'closed', by: ['admin'] },
  no_show: { from: 'approved', to: 'no_show', by: ['owner'] },
};

export const BOOKING_MESSAGES = {
  calendarBusy: "Another change to this plane's calendar was being saved at the same moment. Please try again.",
  onlyOwnerAnswers: 'Only the owner of this listing can answer a request.',
  onlyPilotWithdraws: 'Only the pilot who sent a request can withdraw it.',
  onlyPartiesCancel: 'Only the pilot or the owner can cancel a booking.',
  onlySystemExpires: 'Requests expire on their own after 48 hours.',
  reasonRequired: 'Please give a reason.',
  reasonTooLong: `The reason is at most ${REASON_MAX} characters.`,
  expired: 'This request expired: it was not answered within 48 hours.',
  notYetDue: 'This request has not been waiting 48 hours yet.',
  over: 'This booking is over and can no longer be cancelled.',
  started: 'This period has already started: it can no longer be approved.',
  overlap: 'This period overlaps an approved booking or a blocked period.',
  onlyPilotFlies: 'Only the pilot of this booking can check the aircraft out or in.',
  onlyOwnerConfirms: 'Only the owner of this listing can confirm a flight.',
  onlyPartiesDispute: 'Only the pilot or the owner can dispute a flight.',
  onlySystemCloses: 'A flight closes on its own 72 hours after check-in.',
  onlyStaffResolve: 'Only Wingshare staff can resolve a dispute.',
  onlyOwnerNoShow: 'Only the owner of this listing can mark a no-show.',
  notARental: 'Only a rental is checked out, flown and billed.',
  tooEarlyToCheckOut: 'The aircraft can be checked out from two hours before the booked start.',
  endedBeforeCheckOut: 'This booking has ended: the aircraft can no longer be checked out.',
  disputeWindowOver: 'The 72 hours to dispute this flight are over.',
  notYetClosable: 'This flight has not been waiting 72 hours since its check-in yet.',
  tooEarlyForNoShow: 'A no-show can be marked once the booked start is 60 minutes past.',
} as const;

const STATE_WORDS: Record<BookingState, string> = {
  pending: 'still waiting for an answer',
  approved: 'already approved',
  declined: 'already declined',
  expired: 'expired',
  withdrawn: 'withdrawn',
  cancelled: 'cancelled',
  checked_out: 'checked out',
  flown: 'flown and waiting for the owner',
  closed: 'closed',
  disputed: 'disputed',
  no_show: 'marked as a no-show',
};

const REQUEST_STATES: readonly BookingState[] = ['pending', 'declined', 'expired', 'withdrawn'];

/** "This request is already declined: it cannot be approved." */
export const wrongStateMessage = (state: BookingState, action: BookingAction): string =>
  `This ${REQUEST_STATES.includes(state) ? 'request' : 'booking'} is ${STATE_WORDS[state]}: it cannot be ${PAST[action]}.`;

/** The action that leads from one state to the other (a stored transition names its refusal with it). */
export function actionBetween(from: BookingState, to: BookingState): BookingAction | null {
  const found = (Object.keys(TRANSITIONS) as BookingAction[]).find((a) => TRANSITIONS[a].from === from && TRANSITIONS[a].to === to);
  return found ?? null;
}

const PAST: Record<BookingAction, string> = {
  approve: 'approved', decline: 'declined', withdraw: 'withdrawn', expire: 'expired', cancel: 'cancelled',
  check_out: 'checked out', check_in: 'checked in', confirm: 'confirmed', dispute: 'disputed', close: 'closed',
  resolve: 'resolved', no_show: 'marked as a no-show',
};

const ACTOR_REFUSALS: Record<BookingAction, string> = {
  approve: BOOKING_MESSAGES.onlyOwnerAnswers,
  decline: BOOKING_MESSAGES.onlyOwnerAnswers,
  withdraw: BOOKING_MESSAGES.onlyPilotWithdraws,
  expire: BOOKING_MESSAGES.onlySystemExpires,
  cancel: BOOKING_MESSAGES.onlyPartiesCancel,
  check_out: BOOKING_MESSAGES.onlyPilotFlies,
  check_in: BOOKING_MESSAGES.onlyPilotFlies,
  confirm: BOOKING_MESSAGES.onlyOwnerConfirms,
  dispute: BOOKING_MESSAGES.onlyPartiesDispute,
  close: BOOKING_MESSAGES.onlySystemCloses,
  resolve: BOOKING_MESSAGES.onlyStaffResolve,
  no_show: BOOKING_MESSAGES.onlyOwnerNoShow,
};

/** The flight's actions: rentals only. */
const FLIGHT_ACTIONS: readonly BookingAction[] = ['check_out', 'check_in', 'confirm', 'dispute', 'close', 'resolve', 'no_show'];

/** The reason's messages (decline and cancel need one), by field. */
export function reasonErrors(reason: string | undefined): string[] {
  const r = (reason ?? '').trim();
  if (!r) return [BOOKING_MESSAGES.reasonRequired];
  if (r.length > REASON_MAX) return [BOOKING_MESSAGES.reasonTooLong];
  return [];
}

export interface TransitionInput {
  by: BookingActor;
  now: Date;
  reason?: string;
  /** When the flight was checked in (dispute and close count their 72 hours from it); the booking's last change when absent. */
  checkedInAt?: Date;
}

/** The booking after `action`, or the DomainError that refuses it. */
export function transition(booking: Booking, action: BookingAction, input: TransitionInput): Booking {
  const rule = TRANSITIONS[action];
  if (!rule.by.includes(input.by)) throw forbidden(ACTOR_REFUSALS[action]);
  if (booking.state !== rule.from) throw conflict(wrongStateMessage(booking.state, action));
  const now = input.now;
  const due = now.getTime() >= booking.expiresAt.getTime();
  if (action === 'expire' && !due) throw conflict(BOOKING_MESSAGES.notYetDue);
  // Past its 48 hours a request is as good as expired, even before the job has marked it.
  if ((action === 'approve' || action === 'decline' || action === 'withdraw') && due) throw conflict(BOOKING_MESSAGES.expired);
  if (action === 'approve' && booking.period && booking.period.start.getTime() <= now.getTime()) throw conflict(BOOKING_MESSAGES.started);
  if (action === 'cancel' && booking.period && booking.period.end.getTime() <= now.getTime()) throw conflict(BOOKING_MESSAGES.over);
  if (FLIGHT_ACTIONS.includes(action)) flightTimingRules(booking, action, input);
  let reason = booking.reason;
  if (action === 'dispute') {
    // The dispute's reason is the flight's (domain/flight/flight.ts Dispute), not the booking's.
    const errors = reasonErrors(input.reason);
    if (errors.length) throw validationFailed(errors, errors[0], fieldErrors([['reason', errors]]));
  }
  if (action === 'decline' || action === 'cancel') {
    const errors = reasonErrors(input.reason);
    if (errors.length) throw validationFailed(errors, errors[0], fieldErrors([['reason', errors]]));
    reason = input.reason!.trim();
  }
  return {
    ...booking,
    state: rule.to,
    reason,
    cancelledBy: action === 'cancel' ? input.by : booking.cancelledBy,
    decidedAt: rule.from === 'pending' ? now : booking.decidedAt,
    updatedAt: now,
  };
}

/** The flight's rules of time: when a check-out, a dispute, the closing and a no-show may happen. */
function flightTimingRules(booking: Booking, action: BookingAction, input: TransitionInput): void {
  const period = booking.period;
  if (booking.kind !== 'rental' || !period) throw conflict(BOOKING_MESSAGES.notARental);
  const now = input.now.getTime();
  const checkedIn = (input.checkedInAt ?? booking.updatedAt).getTime();
  switch (action) {
    case 'check_out':
      if (now < period.start.getTime() - CHECK_OUT_EARLY_MS) throw conflict(BOOKING_MESSAGES.tooEarlyToCheckOut);
      if (now >= period.end.getTime()) throw conflict(BOOKING_MESSAGES.endedBeforeCheckOut);
      return;
    case 'dispute':
      if (now > checkedIn + DISPUTE_WINDOW_MS) throw conflict(BOOKING_MESSAGES.disputeWindowOver);
      return;
    case 'close':
      if (now < checkedIn + DISPUTE_WINDOW_MS) throw conflict(BOOKING_MESSAGES.notYetClosable);
      return;
    case 'no_show':
      if (now < period.start.getTime() + NO_SHOW_AFTER_MS) throw conflict(BOOKING_MESSAGES.tooEarlyForNoShow);
      return;
    default:
      return;
  }
}

/** Whether `action` would be accepted now (for buttons): the same rules without the reason. */
export function canTransition(booking: Booking, action: BookingAction, by: BookingActor, now: Date, checkedInAt?: Date): boolean {
  try {
    transition(booking, action, { by, now, reason: 'x', checkedInAt });
    return true;
  } catch (e) {
    if (e instanceof DomainError) return false;
    throw e;
  }
}
