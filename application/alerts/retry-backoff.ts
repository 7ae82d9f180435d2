export interface RetryPolicy {
  /** Delay after the first failed attempt. */
  baseMs: number;
  /** No delay is longer. */
  capMs: number;
  /** After this many attempts an alert is given up ('failed'). */
  maxAttempts: number;
}

/** About a minute, then doubling up to an hour; eight attempts span roughly two hours. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 60_000, capMs: 60 * 60_000, maxAttempts: 8 };

/**
 * Exponential backoff with a cap and "equal jitter": the delay after attempt n is between half and all of
 * min(cap, base * 2^(n-1)), so workers that failed together do not all come back at the same moment.
 * `random` is in [0, 1).
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
