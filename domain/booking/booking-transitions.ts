import { conflict, DomainError, forbidden, validationFailed } from '../errors.js';
import { fieldErrors } from '../field-errors.js';
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
 */
export type BookingAction = 'approve' | 'decline' | 'withdraw' | 'expire' | 'cancel';

export const TRANSITIONS: Record<BookingAction, { from: BookingState; to: BookingState; by: readonly BookingActor[] }> = {
  approve: { from: 'pending', to: 'approved', by: ['owner'] },
  decline: { from: 'pending', to: 'declined', by: ['owner'] },
  withdraw: { from: 'pending', to: 'withdrawn', by: ['pilot'] },
  expire: { from: 'pending', to: 'expired', by: ['system'] },
  cancel: { from: 'approved', to: 'cancelled', by: ['pilot', 'owner', 'admin'] },
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
} as const;

const STATE_WORDS: Record<BookingState, string> = {
  pending: 'still waiting for an answer',
  approved: 'already approved',
  declined: 'already declined',
  expired: 'expired',
  withdrawn: 'withdrawn',
  cancelled: 'cancelled',
};

/** "This request is already declined: it can no longer be approved." */
export const wrongStateMessage = (state: BookingState, action: BookingAction): string =>
  `This ${state === 'approved' || state === 'cancelled' ? 'booking' : 'request'} is ${STATE_WORDS[state]}: it cannot be ${PAST[action]}.`;

/** The action that leads from one state to the other (a stored transition names its refusal with it). */
export function actionBetween(from: BookingState, to: BookingState): BookingAction | null {
  const found = (Object.keys(TRANSITIONS) as BookingAction[]).find((a) => TRANSITIONS[a].from === from && TRANSITIONS[a].to === to);
  return found ?? null;
}

const PAST: Record<BookingAction, string> = {
  approve: 'approved', decline: 'declined', withdraw: 'withdrawn', expire: 'expired', cancel: 'cancelled',
};

const ACTOR_REFUSALS: Record<BookingAction, string> = {
  approve: BOOKING_MESSAGES.onlyOwnerAnswers,
  decline: BOOKING_MESSAGES.onlyOwnerAnswers,
  withdraw: BOOKING_MESSAGES.onlyPilotWithdraws,
  expire: BOOKING_MESSAGES.onlySystemExpires,
  cancel: BOOKING_MESSAGES.onlyPartiesCancel,
};

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
  let reason = booking.reason;
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

/** Whether `action` would be accepted now (for buttons): the same rules without the reason. */
export function canTransition(booking: Booking, action: BookingAction, by: BookingActor, now: Date): boolean {
  try {
    transition(booking, action, { by, now, reason: 'x' });
    return true;
  } catch (e) {
    if (e instanceof DomainError) return false;
    throw e;
  }
}
