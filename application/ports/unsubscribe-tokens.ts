/**
 * What an unsubscribe link stops: the new-listing alerts of one airport (the follow is removed), or the
 * new-match mails of partner matching (issue 41; the airport is the listing's, for the page only).
 */
export type UnsubscribePurpose = 'airport' | 'partner-matches';

/**
 * The token of a one-click unsubscribe link: says which user stops which alerts, cannot be forged or
 * altered, and needs no login (HMAC-signed in production).
 */
export interface UnsubscribeTokens {
  issue(userId: number, airportId: number, purpose?: UnsubscribePurpose): string;
  /** The user, airport and purpose of a genuine token; null for anything else (tampered, cut short, not a token). */
  read(token: string): { userId: number; airportId: number; purpose: UnsubscribePurpose } | null;
}
