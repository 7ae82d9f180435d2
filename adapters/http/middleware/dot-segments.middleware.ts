import type { Context, Next } from 'koa';
import { validationFailed } from '../../../domain/errors.js';

export const DOT_SEGMENT_MESSAGE = 'An address may not hold "." or ".." parts: ask for the page by its own path.';

/** A separator as a URL parser may read it: "/", "\" (WHATWG URLs read it as "/"), or either one percent-encoded. */
const SEPARATOR = String.raw`(?:[/\\]|%2f|%5c)`;
/** A "." or ".." segment, plain or percent-encoded ("%2e", ".%2E"), as WHATWG URLs and koa-send resolve them. */
const DOT_SEGMENT = new RegExp(String.raw`(?:^|${SEPARATOR})(?:\.|%2e){1,2}(?=${SEPARATOR}|$)`, 'i');

/** Whether a raw request path (as sent, before any decoding) holds a dot segment. */
export const hasDotSegment = (rawPath: string): boolean => DOT_SEGMENT.test(rawPath);

/**
 * Refuses a path with dot segments (400) before anything reads it, the request limit first (issue 34):
 * browsers resolve them before sending, so only a hand-made request carries one. Koa's `ctx.path` keeps them
 * as sent, so "/assets/../find" looked like a built file to the limiter (not counted) while the page renderer,
 * resolving the address, drew /find: every page could be had past the limit.
 */
export async function dotSegmentsMiddleware(ctx: Context, next: Next) {
  if (hasDotSegment(ctx.path)) throw validationFailed([DOT_SEGMENT_MESSAGE]);
  await next();
}
