/**
 * The abuse limits, by what they count and per what key:
 * - loginPerIp, loginPerAccount: failed logins per client IP and per account (or unknown login name)
 * - passwordResetPerEmail: password-reset requests per email address
 * - signUpPerIp: accounts created per client IP
 * - requestsPerIp: requests per client IP, all routes together
 * - uploadsPerUser: requests carrying files per signed-in user
 * - contactPerIp: contact-form messages taken per client IP (each one mails staff)
 * - questionsPerUser: questions asked on listings per signed-in user (each one mails the owner)
 * - messagesPerUser, reportsPerUser: conversation messages and reports taken per signed-in user (issue 16)
 * - faaMatchesPerUser: FAA airmen file matches asked per signed-in user (issue 40: zips tried under a name)
 */
export type RateLimitName =
  | 'loginPerIp' | 'loginPerAccount' | 'passwordResetPerEmail' | 'signUpPerIp' | 'requestsPerIp' | 'uploadsPerUser' | 'contactPerIp'
  | 'messagesPerUser' | 'questionsPerUser' | 'reportsPerUser' | 'faaMatchesPerUser' | 'flyersPerIp';

/** `points` events per `seconds` (a fixed window that starts at the first event); 0 points means no limit. */
export interface RateLimitRule {
  points: number;
  seconds: number;
}

export type RateLimitRules = Record<RateLimitName, RateLimitRule>;

/**
 * Counts events per limit and key, in process or shared by every app process. Over a limit, consume and
 * check throw a too_many_requests DomainError whose retryAfter says how many seconds until the key may
 * try again.
 */
export interface RateLimits {
  /** Counts one event; throws when the key had no points left. */
  consume(limit: RateLimitName, key: string): Promise<void>;
  /** Throws when the key has no points left; counts nothing (for events counted only once they succeed or fail). */
  check(limit: RateLimitName, key: string): Promise<void>;
  /** Counts one event that was already allowed; never throws for being over the limit. */
  record(limit: RateLimitName, key: string): Promise<void>;
  /** Forgets the key's count (a successful login clears the account's failures). */
  reset(limit: RateLimitName, key: string): Promise<void>;
}
