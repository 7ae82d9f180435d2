import type { Airport } from '../airport/airport.js';
import type { Avatar } from '../user/user.js';

/**
 * A professional profile: a flight instructor (isCommercial false) or a commercial pilot (true) that
 * pilots find on the map and in the directory. One per account; the account's isInstructor flag says
 * whether it has one.
 */
export interface Instructor {
  id: number;
  userId: number;
  businessName: string;
  /** Dollars per hour; null reads "Ask for rate" (profiles stored without one). */
  ratePerHour: number | null;
  about: string;
  airport: Airport;
  /** The picture shown: the profile's own, else the account avatar. */
  avatar: Avatar | null;
  /** The picture stored for the profile itself; null when it shows the account avatar. */
  profileAvatar: Avatar | null;
  tags: string[];
  isCommercial: boolean;
  isDiscoverable: boolean;
  /** From the account: name, contact email and bio (the instructor modal shows them). */
  first: string;
  last: string;
  /** Only when the account made it public (issue 16); null otherwise. */
  email: string | null;
  bio: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What the instructor-signup modal and the Professional tab send (spec section 3 "Instructor payload"),
 * unchecked. The avatar arrives as a file beside it; `honeypot` is the form's hidden trap field.
 */
export interface InstructorInput {
  businessName?: unknown;
  ratePerHour?: unknown;
  about?: unknown;
  airport?: unknown;
  tags?: unknown;
  isCommercial?: unknown;
  isDiscoverable?: unknown;
  honeypot?: unknown;
}

/** A valid payload, normalised: what is stored. */
export interface InstructorFields {
  businessName: string;
  ratePerHour: number | null;
  about: string;
  airportId: number;
  tags: string[];
  isCommercial: boolean;
  isDiscoverable: boolean;
}
