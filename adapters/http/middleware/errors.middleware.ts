import type { Context, Next } from 'koa';
import { DomainError, type ErrorCode } from '../../../domain/errors.js';
import { outageLog } from '../../../domain/outage-log.js';

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
export const DATABASE_UNAVAILABLE = 'Wingshare cannot reach its database right now. Please try again in a moment.';
/** Seconds a client is asked to wait (Retry-After) when the database is out of reach. */
export const DATABASE_RETRY_AFTER = 5;

/**
 * The one place errors become HTTP answers: a DomainError maps by its code; errors from body parsing and
 * uploads become 400/413; a database out of reach becomes a 503 with Retry-After; anything else is logged
 * in full and masked as a 500.
 */
export function errorsMiddleware(logError: (message: string, error: unknown) => void) {
  const outage = outageLog(logError, 'The database cannot be reached');
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        throw new DomainError('not_found', 'No such API route', ['No such API route']);
      }
    } catch (e) {
      const unreachable = !(e instanceof DomainError) && databaseUnreachable(e);
      const error = unreachable ? new DomainError('unavailable', DATABASE_UNAVAILABLE, [], DATABASE_RETRY_AFTER) : toDomainError(e);
      if (unreachable) outage(e);
      else if (error.code === 'internal') logError(`${ctx.method} ${ctx.path} failed`, e);
      ctx.status = overSizeLimit(e) ? 413 : STATUS[error.code];
      ctx.body = {
        error: error.code,
        message: error.message,
        errors: error.errors.length ? error.errors : [error.message],
        // Which form field each message is about, when the rules know it (docs/api.md "Errors").
        ...(error.fields && Object.keys(error.fields).length ? { fields: error.fields } : {}),
      };
      if (error.retryAfter) ctx.set('Retry-After', String(error.retryAfter));
    }
  };
}

/**
 * Errors that say the database is out of reach (stopped, restarting, unreachable, frozen, too slow for the
 * query time limit, or no pooled connection free in time), not that a query is wrong: the same request may
 * succeed in a moment, so it is a 503 with Retry-After rather than a 500. Node's socket errors, PostgreSQL's
 * class 08 (connection exception), 57P01 to 57P03 (shut down, crashed, starting up), 53300 (too many
 * connections) and 57014 (query_canceled: a statement ran past statement_timeout, DB_QUERY_TIMEOUT_SECONDS);
 * node-postgres' "Connection terminated", "timeout expired" (a new connection not answered within 2 s) and
 * "Query read timeout" (a query not answered at all within the limit), and knex's pool timeout, which carry
 * no code; and knex's "Transaction query already complete", which is what the next query of a transaction
 * gets once the connection under it was lost (the rollback failed, and the connection error itself went to
 * the transaction's own promise). When a rollback times out too, the query's own timeout is what is thrown.
 * MikroORM copies the driver's code onto its own exception; a cause or an AggregateError's errors are looked
 * into too.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300', '57014',
]);
const UNREACHABLE_MESSAGE =
  /Connection terminated|Connection ended unexpectedly|is not queryable|Timeout acquiring a connection|Transaction query already complete|Query read timeout|^timeout expired$/i;

export function databaseUnreachable(e: unknown, depth = 0): boolean {
  if (!e || typeof e !== 'object' || depth > 4) return false;
  const err = e as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown; status?: unknown };
  if (typeof err.status === 'number') return false; // an HTTP error (a client that hung up mid-upload, say)
  if (typeof err.code === 'string' && (UNREACHABLE_CODES.has(err.code) || /^08[0-9A-Z]{3}$/.test(err.code))) return true;
  if (err.name === 'KnexTimeoutError' || (typeof err.message === 'string' && UNREACHABLE_MESSAGE.test(err.message))) return true;
  return databaseUnreachable(err.cause, depth + 1) || (Array.isArray(err.errors) && err.errors.some((x) => databaseUnreachable(x, depth + 1)));
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
  // A body whose Content-Encoding lies: zlib (Z_DATA_ERROR, Z_BUF_ERROR) or brotli (ERR__ERROR_FORMAT_...) cannot
  // inflate it. The server itself decompresses nothing while answering, so these come from the request.
  if (typeof err.code === 'string' && /^(Z_|ERR__ERROR_)/.test(err.code)) {
    return new DomainError('validation_failed', 'The request body could not be decompressed (check Content-Encoding)');
  }
  // koa-bodyparser / http-errors with a client status
  const status = err.status ?? err.statusCode;
  if (status === 413) return new DomainError('payload_too_large', 'The request body is too large (at most 200 KB of JSON)');
  if (status === 415) return new DomainError('unsupported_media', 'Unsupported content type');
  if (status && status >= 400 && status < 500) {
    return new DomainError('validation_failed', err.expose && err.message ? err.message : 'The request could not be read');
  }
  return new DomainError('internal', INTERNAL_MESSAGE);
}
