/**
 * Every failure the domain and the use cases can report. The code is stable (clients and the HTTP
 * adapter key on it); the message is the human text, the spec's wording where it gives one.
 */
export type ErrorCode =
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'human_check_failed'
  | 'invalid_credentials'
  | 'too_many_requests'
  | 'unsupported_media'
  | 'InvalidPromoCode'
  | 'payment_failed'
  | 'payload_too_large'
  | 'bad_version'
  | 'unavailable'
  | 'internal';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors: string[] = [],
    /** Seconds the client should wait before trying again (too_many_requests). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationFailed = (errors: string[], message = errors[0] ?? 'Invalid input') =>
  new DomainError('validation_failed', message, errors);
export const notFound = (message: string) => new DomainError('not_found', message, [message]);
export const forbidden = (message = 'You are not allowed to do that') => new DomainError('forbidden', message, [message]);
export const unauthenticated = (message = 'Please log in first') => new DomainError('unauthenticated', message, [message]);
export const conflict = (message: string, errors: string[] = [message]) => new DomainError('conflict', message, errors);

/** Throws a validation error when the rule set found anything. */
export function assertValid(errors: string[]): void {
  if (errors.length > 0) throw validationFailed(errors);
}

export function isDomainError(e: unknown): e is DomainError {
  return e instanceof DomainError;
}
