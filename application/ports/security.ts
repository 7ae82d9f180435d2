/** Password hashing (argon2id in production). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** Login sessions, addressed by an opaque random token given to the browser (cookie) or API client (bearer). */
export interface SessionStore {
  create(userId: number): Promise<string>;
  /** The user id of a live session, or null (unknown, expired or dropped). */
  resolve(token: string): Promise<number | null>;
  destroy(token: string): Promise<void>;
  destroyAllFor(userId: number): Promise<void>;
  /** Every session of the user but the one given (the password changed there: the others are signed out). */
  destroyOthers(userId: number, keepToken: string | null): Promise<void>;
}

/** Single-use password reset tokens. Only a hash of the token is stored. */
export interface PasswordResetTokens {
  issue(userId: number, expiresAt: Date): Promise<string>;
  /**
   * Marks the token used, and every other outstanding token of its user with it (one used link spends them
   * all), and answers its user id, or null when unknown, used or expired. Atomic.
   */
  consume(token: string, now: Date): Promise<number | null>;
}

/**
 * Single-use links confirming a new email address for an account without a password (social login): mailed
 * to its current address, the change is applied only when the link is followed. Only a hash of the token is stored.
 */
export interface EmailChangeTokens {
  /** A link for this new address; the account's earlier email-change links stop working. */
  issue(userId: number, email: string, expiresAt: Date): Promise<string>;
  /**
   * Spends the token, and every other email-change link of its account, and answers its account and new
   * address; null when unknown, used or expired. Atomic.
   */
  consume(token: string, now: Date): Promise<{ userId: number; email: string } | null>;
}

/**
 * Throttles failed logins per key (client IP, account). check throws a too_many_requests DomainError
 * with retryAfter when a given key is over its limit (the IP can be checked before the account is looked
 * up); fail records a failure; succeed forgets the account's.
 */
export interface LoginThrottle {
  check(keys: { ip?: string; account?: string }): Promise<void>;
  fail(keys: { ip: string; account: string }): Promise<void>;
  succeed(keys: { ip: string; account: string }): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
