import type { BookingRole } from './booking-role';

/**
 * Who or what each side of an ended rental reviews: the owner reviews the pilot, the pilot reviews the owner
 * and the plane. `other` is the other side's name.
 */
export const reviewSubject = (role: BookingRole, other: string): string => (role === 'owner' ? `${other} as a pilot` : `${other} and the plane`);

/**
 * The heading of the other side's review, named by what it reviews: the pilot's review is of the plane (an
 * owner reads it), the owner's is of the pilot, the reader.
 */
export const theirReviewHeading = (role: BookingRole, other: string): string =>
  role === 'owner' ? `${other}'s review of the plane` : `${other}'s review of you`;
