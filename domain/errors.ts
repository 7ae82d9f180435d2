import { messagesOf, type FieldErrors } from './field-errors.js';

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
    /** The messages by the form field they belong to (validation_failed, conflict), when known. */
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationFailed = (errors: string[], message = errors[0] ?? 'Invalid input', fields?: FieldErrors) =>
  new DomainError('validation_failed', message, errors, undefined, fields);
export const notFound = (message: string) => new DomainError('not_found', message, [message]);
export const forbidden = (message = 'You are not allowed to do that') => new DomainError('forbidden', message, [message]);
export const unauthenticated = (message = 'Please log in first') => new DomainError('unauthenticated', message, [message]);
export const conflict = (message: string, errors: string[] = [message], fields?: FieldErrors) =>
  new DomainError('conflict', message, errors, undefined, fields);

/** A refusal of the messages of a rule set's field map, which travels with it. */
export function invalidFields(fields: FieldErrors): DomainError {
  const errors = messagesOf(fields);
  return new DomainError('validation_failed', errors[0] ?? 'Invalid input', errors, undefined, fields);
}

/** Throws a validation error when the rule set found anything. */
export function assertValid(errors: string[]): void {
  if (errors.length > 0) throw validationFailed(errors);
}

/** Throws a validation error, with its field map, when the rule set found anything. */
export function assertValidFields(fields: FieldErrors): void {
  if (messagesOf(fields).length > 0) throw invalidFields(fields);
}

export function isDomainError(e: unknown): e is DomainError {
  return e instanceof DomainError;
}
