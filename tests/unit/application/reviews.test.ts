import { beforeEach, describe, expect, it } from 'vitest';
import { AnswerReview } from '../../../application/reviews/answer-review.service.js';
import { BookingReviewStates } from '../../../application/reviews/booking-review-states.js';
import { WriteReview } from '../../../application/reviews/write-review.service.js';
import { InMemoryBookingRepository, InMemoryHolds } from '../../../application/testing/in-memory-bookings.js';
import { FakeClock } from '../../../application/testing/in-memory-ports.js';
import { InMemoryReviewRepository } from '../../../application/testing/in-memory-reviews.js';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.js';
import type { Booking } from '../../../domain/booking/booking.js';
import { REVIEW_MESSAGES } from '../../../domain/review/review-rules.js';
import type { User } from '../../../domain/user/user.js';

// Issue 16: writing a review with in-memory ports: the second review shows both, the first waits 14 days.
const user = (id: number, isAdmin = false) => ({ id, isAdmin }) as User;
const OWNER = user(10);
const PILOT = user(20);
const ADMIN = user(99, true);
const END = new Date('2027-03-02T17:00:00Z');
const DAY = 86_400_000;
const unitOfWork: UnitOfWork = { run: (work) => work(), afterCommit: (task) => task() };

let clock: FakeClock;
let bookings: InMemoryBookingRepository;
let reviews: InMemoryReviewRepository;
let booking: Booking;

beforeEach(async () => {
  clock = new FakeClock(new Date('2027-02-20T12:00:00Z'));
  bookings = new InMemoryBookingRepository(new InMemoryHolds());
  reviews = new InMemoryReviewRepository();
  const created = await bookings.create({
    shareId: 1, pilotId: PILOT.id, ownerId: OWNER.id, kind: 'rental', period: { start: new Date(END.getTime() - 3 * 3_600_000), end: END }, message: '',
    createdAt: clock.now(), expiresAt: new Date(clock.now().getTime() + 2 * DAY),
  });
  booking = await bookings.saveTransition(created, { ...created, state: 'approved', decidedAt: clock.now() });
});

const write = (u: User, stars = 5) => new WriteReview(bookings, reviews, unitOfWork, clock).execute(u, booking.id, { stars, text: 'Fine.' });
const states = (u: User) => new BookingReviewStates(reviews, clock).forBookings(u, [booking]);

describe('WriteReview', () => {
  it('keeps the first review back until the 14 days are over, and shows both from the second', async () => {
    clock.current = new Date(END.getTime() + DAY);
    const first = await write(PILOT);
    expect(first.visibleFrom).toBe(new Date(END.getTime() + 14 * DAY).toISOString());
    expect((await states(OWNER)).get(booking.id)).toMatchObject({ canWrite: true, mine: null, theirs: null });
    clock.current = new Date(END.getTime() + 2 * DAY);
    const second = await write(OWNER, 3);
    expect(second.visibleFrom).toBe(clock.now().toISOString());
    expect(reviews.rows.get(first.id)!.visibleFrom).toEqual(clock.now());
    expect((await states(OWNER)).get(booking.id)).toMatchObject({ canWrite: false, mine: { id: second.id }, theirs: { id: first.id, canAnswer: true } });
    expect((await states(PILOT)).get(booking.id)).toMatchObject({ mine: { id: first.id }, theirs: { id: second.id, stars: 3 } });
    expect((await states(ADMIN)).get(booking.id)).toBeNull();
  });

  it('answers a stranger and an admin with the 404 of a missing request', async () => {
    clock.current = new Date(END.getTime() + DAY);
    await expect(write(ADMIN)).rejects.toMatchObject({ code: 'not_found' });
    await expect(write(user(55))).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses a second review of one side and one before the end', async () => {
    clock.current = new Date(END.getTime() - 1000);
    await expect(write(PILOT)).rejects.toMatchObject({ code: 'conflict', message: REVIEW_MESSAGES.notEnded });
    clock.current = new Date(END.getTime() + DAY);
    await write(PILOT);
    await expect(write(PILOT)).rejects.toMatchObject({ code: 'conflict', message: REVIEW_MESSAGES.alreadyReviewed });
  });
});

describe('AnswerReview', () => {
  it('lets the owner answer the pilot\'s review once it shows, once', async () => {
    clock.current = new Date(END.getTime() + DAY);
    const review = await write(PILOT);
    const answer = new AnswerReview(reviews, clock);
    await expect(answer.execute(OWNER, review.id, 'Thanks')).rejects.toMatchObject({ code: 'conflict', message: REVIEW_MESSAGES.notShownYet });
    await expect(answer.execute(user(55), review.id, 'Hi')).rejects.toMatchObject({ code: 'not_found' });
    clock.current = new Date(END.getTime() + 14 * DAY);
    expect((await answer.execute(OWNER, review.id, ' Thanks ')).answer).toEqual({ text: 'Thanks', at: clock.now().toISOString() });
    await expect(answer.execute(OWNER, review.id, 'Again')).rejects.toMatchObject({ code: 'conflict', message: REVIEW_MESSAGES.alreadyAnswered });
  });
});
