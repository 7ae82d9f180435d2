import type { Airport } from '../airport/airport.js';
import type { RatingSummary } from '../review/review-view.js';
import type { MediaItem } from '../share/share.js';
import type { ShareType } from '../share/share-types.js';
import type { Avatar } from '../user/user.js';

/** An airport as a search answer shows it: the whole airport. */
export type SearchAirport = Airport;

/** A listing card (spec section 3 "Search result"). */
export interface ShareResultData {
  title: string;
  year: number | null;
  make: string;
  model: string;
  type: ShareType;
  ratePerHour: number | null;
  cost: number | null;
  pricePercentOffered: number | null;
  sharePercentOffered: number | null;
  media: MediaItem[];
  defaultMedia: number;
  airport: SearchAirport;
  /** The pilots' shown reviews of this listing (issue 16); null when it has none. */
  rating?: RatingSummary | null;
  /** Found by "Planes I qualify for": the signed-in pilot meets its minimums (the card says "You qualify"). */
  qualifies?: true;
  /** Grounded by its owner: it takes no requests until cleared (issue 34, point 15); absent when not. */
  grounded?: boolean;
  /** Sorted by fit (sortBy=fit, issue 41): how the signed-in pilot's partner profile fits it (partner-fit.ts). */
  fit?: { score: number; reasons: string[]; monthlyCostCents: number | null };
}

/** A pilot card: name, picture, and where they fly from. */
export interface UserResultData {
  first: string;
  last: string;
  avatar: Avatar | null;
  city: string;
  state: string;
}

/**
 * A professional card: a pilot card with the hourly rate. A person is listed once: a professional whose
 * account is also a discoverable pilot has this card only, with `alsoPilot`.
 */
export interface InstructorResultData extends UserResultData {
  /** The professional's account (a Message button writes to it; the result's `id` is the profile's). */
  userId: number;
  ratePerHour: number | null;
  alsoPilot: boolean;
}

export type SearchResult =
  | { type: 'share'; id: number; airport: SearchAirport; data: ShareResultData }
  | { type: 'instructor'; id: number; airport: SearchAirport; data: InstructorResultData }
  | { type: 'user'; id: number; airport: SearchAirport; data: UserResultData };

/** A map marker: how many of each kind match at one airport. */
export interface AirportCount {
  airport: Pick<SearchAirport, 'id' | 'locationId' | 'facility' | 'lat' | 'long'>;
  share: number;
  instructor: number;
  user: number;
}

/** The answer of a map search: one page of results, the total over all pages, the markers. */
export interface SearchPage {
  results: SearchResult[];
  count: number;
  airportCounts: AirportCount[];
}
