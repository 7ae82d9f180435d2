import { HOLDING_STATES, type Booking } from '../booking/booking.js';
import { conflict, forbidden } from '../errors.js';
import { fieldErrors, mergeFieldErrors, type FieldErrors } from '../field-errors.js';
import { readText, type TextRead } from '../text/read-text.js';
import type { Review } from './review.js';
import { REVIEW_ANSWER_MAX_LENGTH, REVIEW_MAX_LENGTH, REVIEW_WINDOW_DAYS, type RatingSummary, type ReviewRole } from './review-view.js';

const DAY_MS = 86_400_000;

export const REVIEW_MESSAGES = {
  starsRequired: 'Choose 1 to 5 stars.',
  textRequired: 'Write a few words about the flight.',
  textTooLong: `A review is at most ${REVIEW_MAX_LENGTH} characters.`,
  answerRequired: 'Write your answer.',
  answerTooLong: `An answer is at most ${REVIEW_ANSWER_MAX_LENGTH} characters.`,
  joinRequest: 'Only rentals can be reviewed: a request to join has no flight to review.',
  notApproved: 'Only an approved booking that took place can be reviewed.',
  notEnded: 'You can review this booking once it has ended.',
  windowClosed: `The ${REVIEW_WINDOW_DAYS} days to review this booking are over.`,
  alreadyReviewed: 'You have already reviewed this booking.',
  onlySubjectAnswers: 'Only the pilot or owner this review is about can answer it.',
  notShownYet: 'You can answer this review once it is shown.',
  alreadyAnswered: 'This review has already been answered.',
} as const;

/** The side this user took in the booking, or null for anyone else. */
export function reviewRoleOf(booking: Pick<Booking, 'pilotId' | 'ownerId'>, userId: number): ReviewRole | null {
  if (userId === booking.pilotId) return 'pilot';
  if (userId === booking.ownerId) return 'owner';
  return null;
}

/** The last moment to write a review (the end plus the window); null for a booking without a period. */
export const reviewDeadline = (booking: Pick<Booking, 'period'>): Date | null =>
  booking.period ? new Date(booking.period.end.getTime() + REVIEW_WINDOW_DAYS * DAY_MS) : null;

/**
 * Why this side may not review the booking now, or null when it may: an approved rental that has ended
 * (flown or not: checked out, flown, closed or disputed too), within the window, not yet reviewed by this
 * side. Requests to join and bookings that never took place (declined, withdrawn, expired, cancelled, a
 * no-show) are never reviewed.
 */
export function reviewRefusal(booking: Booking, now: Date, alreadyWrote: boolean): string | null {
  if (booking.kind !== 'rental' || !booking.period) return REVIEW_MESSAGES.joinRequest;
  if (!HOLDING_STATES.includes(booking.state)) return REVIEW_MESSAGES.notApproved;
  if (booking.period.end.getTime() > now.getTime()) return REVIEW_MESSAGES.notEnded;
  if (alreadyWrote) return REVIEW_MESSAGES.alreadyReviewed;
  if (now.getTime() > reviewDeadline(booking)!.getTime()) return REVIEW_MESSAGES.windowClosed;
  return null;
}

/** Throws the 409 of reviewRefusal. */
export function assertMayReview(booking: Booking, now: Date, alreadyWrote: boolean): void {
  const refusal = reviewRefusal(booking, now, alreadyWrote);
  if (refusal) throw conflict(refusal);
}

export interface ReviewInput {
  stars?: unknown;
  text?: unknown;
}

export type ReviewRead = { ok: true; stars: number; text: string } | { ok: false; errors: FieldErrors };

/** Stars a whole number from 1 to 5; a text, trimmed, not empty, at most REVIEW_MAX_LENGTH characters. */
export function readReview(input: ReviewInput): ReviewRead {
  const stars = input.stars;
  const starsOk = typeof stars === 'number' && Number.isInteger(stars) && stars >= 1 && stars <= 5;
  const text = readText(input.text, 'text', REVIEW_MAX_LENGTH, { required: REVIEW_MESSAGES.textRequired, tooLong: REVIEW_MESSAGES.textTooLong });
  const errors = mergeFieldErrors(fieldErrors([['stars', starsOk ? [] : [REVIEW_MESSAGES.starsRequired]]]), text.ok ? {} : text.errors);
  return starsOk && text.ok ? { ok: true, stars: stars as number, text: text.text } : { ok: false, errors };
}

/** An answer's text: trimmed, not empty, at most REVIEW_ANSWER_MAX_LENGTH characters. */
export const readAnswerText = (input: unknown): TextRead =>
  readText(input, 'text', REVIEW_ANSWER_MAX_LENGTH, { required: REVIEW_MESSAGES.answerRequired, tooLong: REVIEW_MESSAGES.answerTooLong });

/**
 * When a new review becomes visible. The first of a booking waits for the window to close (end + 14 days),
 * so neither side reads the other's before writing its own; the second shows both at once, from now.
 */
export function visibleFromOf(booking: Pick<Booking, 'period'>, otherReview: Pick<Review, 'id'> | null, now: Date): Date {
  if (otherReview) return now;
  return reviewDeadline(booking) ?? now;
}

/** Shown to everyone: its time has come and staff have not hidden it. */
export const isShown = (review: Pick<Review, 'visibleFrom' | 'hiddenAt'>, now: Date): boolean =>
  !review.hiddenAt && review.visibleFrom.getTime() <= now.getTime();

/** The answer as others see it: none when staff hid it. */
export const shownAnswer = (review: Pick<Review, 'answer' | 'answerHiddenAt'>): Review['answer'] => (review.answerHiddenAt ? null : review.answer);

/** Why this user may not answer the review now, as the DomainError to throw, or null. */
export function answerRefusal(review: Review, userId: number, now: Date): Error | null {
  if (review.subjectId !== userId) return forbidden(REVIEW_MESSAGES.onlySubjectAnswers);
  if (!isShown(review, now)) return conflict(REVIEW_MESSAGES.notShownYet);
  if (review.answer || review.answerHiddenAt) return conflict(REVIEW_MESSAGES.alreadyAnswered);
  return null;
}

export const canAnswer = (review: Review, userId: number | null, now: Date): boolean => userId !== null && answerRefusal(review, userId, now) === null;

/** The average of the stars (one decimal) and their count; null when there are none. */
export function ratingOf(stars: readonly number[]): RatingSummary | null {
  if (!stars.length) return null;
  return ratingFrom(stars.reduce((a, b) => a + b, 0), stars.length);
}

/** The summary from a sum and a count (a store's aggregate). */
export function ratingFrom(sum: number, count: number): RatingSummary | null {
  if (count <= 0) return null;
  return { average: Math.round((sum / count) * 10) / 10, count };
}
