import type { Context, Next } from 'koa';
import { DomainError, type ErrorCode } from '../../domain/errors.js';

const STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_credentials: 400,
  InvalidPromoCode: 400,
  payment_failed: 402,
  bad_version: 400,
  unauthenticated: 401,
  forbidden: 403,
  human_check_failed: 403,
  not_found: 404,
  conflict: 409,
  // A bad upload is bad input like any other: 400 with a message saying what is wrong with the file.
  payload_too_large: 400,
  unsupported_media: 400,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
};

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The one place errors become HTTP answers: a DomainError maps by its code; errors from body parsing and
 * uploads become 400/413; anything else is logged in full and masked as a 500.
 */
export function errorsMiddleware(logError: (message: string, error: unknown) => void) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        throw new DomainError('not_found', 'No such API route', ['No such API route']);
      }
    } catch (e) {
      const error = toDomainError(e);
      if (error.code === 'internal') logError(`${ctx.method} ${ctx.path} failed`, e);
      ctx.status = overSizeLimit(e) ? 413 : STATUS[error.code];
      ctx.body = { error: error.code, message: error.message, errors: error.errors.length ? error.errors : [error.message] };
      if (error.retryAfter) ctx.set('Retry-After', String(error.retryAfter));
    }
  };
}

const SIZE_LIMITS = new Set(['LIMIT_FILE_SIZE', 'LIMIT_FIELD_VALUE', 'LIMIT_FIELD_COUNT', 'LIMIT_PART_COUNT', 'LIMIT_FIELD_KEY']);

/**
 * A request refused for its size before it was read (the JSON body limit, the upload limits): 413. An
 * image that was read and turned out too big to use (40 megapixels) stays a 400 like other bad input.
 */
function overSizeLimit(e: unknown): boolean {
  const err = e as { status?: number; statusCode?: number; code?: string } | null;
  return !!err && (err.status === 413 || err.statusCode === 413 || (typeof err.code === 'string' && SIZE_LIMITS.has(err.code)));
}

function toDomainError(e: unknown): DomainError {
  if (e instanceof DomainError) return e;
  const err = e as { status?: number; statusCode?: number; code?: string; type?: string; message?: string; expose?: boolean };
  // multer limits
  if (err.code === 'LIMIT_FILE_SIZE') return new DomainError('payload_too_large', 'Images must be at most 10 MB');
  if (err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE') {
    return new DomainError('validation_failed', 'Upload at most 20 images at a time, as the images field');
  }
  if (err.code === 'LIMIT_FIELD_VALUE') return new DomainError('payload_too_large', 'A form field is too large (at most 200 KB)');
  if (err.code === 'LIMIT_FIELD_COUNT' || err.code === 'LIMIT_PART_COUNT' || err.code === 'LIMIT_FIELD_KEY') {
    return new DomainError('payload_too_large', 'The form has too many or too long fields');
  }
  if (typeof err.code === 'string' && err.code.startsWith('LIMIT_')) {
    return new DomainError('validation_failed', `The upload was refused: ${err.message ?? err.code}`);
  }
  if (err.message === 'Unexpected end of form' || err.message === 'Multipart: Boundary not found') {
    return new DomainError('validation_failed', 'The form data could not be read');
  }
  if (err.type === 'entity.parse.failed') return new DomainError('validation_failed', 'The request body is not valid JSON');
  // koa-bodyparser / http-errors with a client status
  const status = err.status ?? err.statusCode;
  if (status === 413) return new DomainError('payload_too_large', 'The request body is too large (at most 200 KB of JSON)');
  if (status === 415) return new DomainError('unsupported_media', 'Unsupported content type');
  if (status && status >= 400 && status < 500) {
    return new DomainError('validation_failed', err.expose && err.message ? err.message : 'The request could not be read');
  }
  return new DomainError('internal', INTERNAL_MESSAGE);
}
