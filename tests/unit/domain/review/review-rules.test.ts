import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../../domain/booking/booking.js';
import { DomainError } from '../../../../domain/errors.js';
import type { Review } from '../../../../domain/review/review.js';
import {
  answerRefusal, assertMayReview, canAnswer, isShown, ratingFrom, ratingOf, readAnswerText, readReview, REVIEW_MESSAGES, reviewDeadline,
  reviewRefusal, reviewRoleOf, shownAnswer, visibleFromOf,
} from '../../../../domain/review/review-rules.js';
import { REVIEW_MAX_LENGTH } from '../../../../domain/review/review-view.js';

// Issue 16: who may review which booking when, when a review shows, the answer and the rating.
const booking = (over: Partial<Booking> = {}): Booking => ({
  id: 7, shareId: 3, pilotId: 10, ownerId: 20, kind: 'rental', state: 'approved',
  period: { start: new Date('2027-03-01T14:00:00Z'), end: new Date('2027-03-01T17:00:00Z') },
  message: '', reason: '', cancelledBy: null, createdAt: new Date('2027-02-20T12:00:00Z'), expiresAt: new Date('2027-02-22T12:00:00Z'),
  decidedAt: new Date('2027-02-21T12:00:00Z'), updatedAt: new Date('2027-02-21T12:00:00Z'), ...over,
});
const review = (over: Partial<Review> = {}): Review => ({
  id: 1, bookingId: 7, shareId: 3, authorId: 10, subjectId: 20, authorRole: 'pilot', stars: 4, text: 'Nice plane',
  createdAt: new Date('2027-03-02T12:00:00Z'), visibleFrom: new Date('2027-03-15T17:00:00Z'), answer: null, answerHiddenAt: null, hiddenAt: null, ...over,
});
const at = (iso: string) => new Date(iso);

describe('reviewRoleOf', () => {
  it('names the pilot and the owner, and nobody else', () => {
    expect(reviewRoleOf(booking(), 10)).toBe('pilot');
    expect(reviewRoleOf(booking(), 20)).toBe('owner');
    expect(reviewRoleOf(booking(), 30)).toBeNull();
  });
});

describe('reviewRefusal: an approved rental that ended, within 14 days, once per side', () => {
  it('lets either side review from the end to the end plus 14 days', () => {
    expect(reviewRefusal(booking(), at('2027-03-01T17:00:00Z'), false)).toBeNull();
    expect(reviewRefusal(booking(), at('2027-03-15T17:00:00Z'), false)).toBeNull();
    expect(reviewDeadline(booking())).toEqual(at('2027-03-15T17:00:00Z'));
  });

  it('refuses before the end, after the window, and a second review of one side', () => {
    expect(reviewRefusal(booking(), at('2027-03-01T16:59:59Z'), false)).toBe(REVIEW_MESSAGES.notEnded);
    expect(reviewRefusal(booking(), at('2027-03-15T17:00:01Z'), false)).toBe(REVIEW_MESSAGES.windowClosed);
    expect(reviewRefusal(booking(), at('2027-03-02T12:00:00Z'), true)).toBe(REVIEW_MESSAGES.alreadyReviewed);
  });

  it.each(['pending', 'declined', 'expired', 'withdrawn', 'cancelled'] as const)('never reviews a %s booking', (state) => {
    expect(reviewRefusal(booking({ state }), at('2027-03-02T12:00:00Z'), false)).toBe(REVIEW_MESSAGES.notApproved);
  });

  it('never reviews a request to join', () => {
    expect(reviewRefusal(booking({ kind: 'join', period: null }), at('2027-03-02T12:00:00Z'), false)).toBe(REVIEW_MESSAGES.joinRequest);
  });

  it('throws a 409 DomainError with the message', () => {
    expect(() => assertMayReview(booking(), at('2027-03-01T12:00:00Z'), false)).toThrow(expect.objectContaining({ code: 'conflict', message: REVIEW_MESSAGES.notEnded }));
  });
});

describe('readReview', () => {
  it('takes 1 to 5 whole stars and a trimmed text', () => {
    expect(readReview({ stars: 5, text: '  Clean plane, on time.  ' })).toEqual({ ok: true, stars: 5, text: 'Clean plane, on time.' });
    expect(readReview({ stars: 1, text: 'x' }).ok).toBe(true);
  });

  it.each([0, 6, 3.5, '4', null, undefined, Number.NaN])('refuses stars %s beside the field', (stars) => {
    expect(readReview({ stars, text: 'Fine' })).toEqual({ ok: false, errors: { stars: [REVIEW_MESSAGES.starsRequired] } });
  });

  it('refuses an empty, blank or too long text beside the field, with the stars\' message too', () => {
    expect(readReview({ stars: 4, text: '   ' })).toEqual({ ok: false, errors: { text: [REVIEW_MESSAGES.textRequired] } });
    expect(readReview({ stars: 4, text: 42 })).toEqual({ ok: false, errors: { text: [REVIEW_MESSAGES.textRequired] } });
    expect(readReview({ stars: 4, text: 'a'.repeat(REVIEW_MAX_LENGTH + 1) })).toEqual({ ok: false, errors: { text: [REVIEW_MESSAGES.textTooLong] } });
    expect(readReview({ stars: 4, text: ` ${'a'.repeat(REVIEW_MAX_LENGTH)} ` }).ok).toBe(true);
    expect(readReview({})).toEqual({ ok: false, errors: { stars: [REVIEW_MESSAGES.starsRequired], text: [REVIEW_MESSAGES.textRequired] } });
  });

  it('reads an answer the same way', () => {
    expect(readAnswerText(' Thanks! ')).toEqual({ ok: true, text: 'Thanks!' });
    expect(readAnswerText('')).toEqual({ ok: false, errors: { text: [REVIEW_MESSAGES.answerRequired] } });
  });
});

describe('visibility', () => {
  it('shows the first review 14 days after the end, the second at once (both then)', () => {
    const now = at('2027-03-03T09:00:00Z');
    expect(visibleFromOf(booking(), null, now)).toEqual(at('2027-03-15T17:00:00Z'));
    expect(visibleFromOf(booking(), { id: 1 }, now)).toEqual(now);
  });

  it('is shown from visibleFrom, unless hidden', () => {
    expect(isShown(review(), at('2027-03-15T16:59:59Z'))).toBe(false);
    expect(isShown(review(), at('2027-03-15T17:00:00Z'))).toBe(true);
    expect(isShown(review({ hiddenAt: at('2027-03-16T00:00:00Z') }), at('2027-03-20T00:00:00Z'))).toBe(false);
  });
});

describe('answers', () => {
  const shownAt = at('2027-03-16T00:00:00Z');
  it('lets the reviewed side answer once, after the review is shown', () => {
    expect(answerRefusal(review(), 20, shownAt)).toBeNull();
    expect(canAnswer(review(), 20, shownAt)).toBe(true);
    expect(canAnswer(review(), null, shownAt)).toBe(false);
  });

  it('refuses the author and strangers (403), before shown and a second answer (409)', () => {
    expect(answerRefusal(review(), 10, shownAt)).toMatchObject({ code: 'forbidden', message: REVIEW_MESSAGES.onlySubjectAnswers });
    expect(answerRefusal(review(), 30, shownAt)).toBeInstanceOf(DomainError);
    expect(answerRefusal(review(), 20, at('2027-03-10T00:00:00Z'))).toMatchObject({ code: 'conflict', message: REVIEW_MESSAGES.notShownYet });
    const answered = review({ answer: { text: 'Thanks', at: shownAt } });
    expect(answerRefusal(answered, 20, shownAt)).toMatchObject({ code: 'conflict', message: REVIEW_MESSAGES.alreadyAnswered });
    // A hidden answer cannot be written again, and shows as none.
    const hidden = review({ answer: { text: 'Rude', at: shownAt }, answerHiddenAt: shownAt });
    expect(answerRefusal(review({ answerHiddenAt: shownAt }), 20, shownAt)).toMatchObject({ code: 'conflict' });
    expect(shownAnswer(hidden)).toBeNull();
    expect(shownAnswer(answered)).toEqual({ text: 'Thanks', at: shownAt });
  });
});

describe('the rating', () => {
  it('is the average to one decimal and the count, or null', () => {
    expect(ratingOf([])).toBeNull();
    expect(ratingOf([5])).toEqual({ average: 5, count: 1 });
    expect(ratingOf([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(ratingOf([5, 4])).toEqual({ average: 4.5, count: 2 });
    expect(ratingOf([1, 2, 2])).toEqual({ average: 1.7, count: 3 });
    expect(ratingFrom(0, 0)).toBeNull();
    expect(ratingFrom(14, 3)).toEqual({ average: 4.7, count: 3 });
  });
});
