import { describe, expect, it } from 'vitest';
import { reviewSubject, theirReviewHeading } from '../../../web-public/src/features/bookings/utils/review-headings';

describe("the headings of an ended rental's reviews", () => {
  it("heads the pilot's review, which an owner reads, as a review of the plane", () => {
    expect(theirReviewHeading('owner', 'Maria')).toBe("Maria's review of the plane");
  });

  it("heads the owner's review, which the pilot reads, as a review of the reader", () => {
    expect(theirReviewHeading('pilot', 'Tom')).toBe("Tom's review of you");
  });

  it('invites each side to review what it reviews', () => {
    expect(reviewSubject('owner', 'Maria')).toBe('Maria as a pilot');
    expect(reviewSubject('pilot', 'Tom')).toBe('Tom and the plane');
  });
});
