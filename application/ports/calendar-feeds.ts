/** Whose feed an address serves: a listing's (for its owner) or a user's (their bookings). */
export type FeedOwner = { shareId: number } | { userId: number };

/** The secret tokens of the private iCalendar feed addresses. */
export interface CalendarFeedTokens {
  /** The feed's token, made on first use. */
  tokenFor(owner: FeedOwner): Promise<string>;
  /** A new token; the old one no longer opens anything. */
  reset(owner: FeedOwner): Promise<string>;
  find(token: string): Promise<FeedOwner | null>;
}
