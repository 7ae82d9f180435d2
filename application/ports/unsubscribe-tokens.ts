/**
 * The token of a one-click unsubscribe link: says which user stops the alerts of which airport, cannot be
 * forged or altered, and needs no login (HMAC-signed in production).
 */
export interface UnsubscribeTokens {
  issue(userId: number, airportId: number): string;
  /** The user and airport of a genuine token; null for anything else (tampered, cut short, not a token). */
  read(token: string): { userId: number; airportId: number } | null;
}
