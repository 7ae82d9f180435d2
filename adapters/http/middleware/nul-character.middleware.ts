import type { Context, Next } from 'koa';
import { validationFailed } from '../../../domain/errors.js';

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000)';

/** Whether a parsed request value holds U+0000 in a string or a key (nesting beyond `maxDepth` is not read). */
export function containsNul(value: unknown, maxDepth = 64): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (maxDepth === 0 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, maxDepth - 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, maxDepth - 1));
}

/** Half of a character: a high surrogate without its low one, or a low one without its high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormedString = (s: string) => s.replace(LONE_SURROGATE, '\ufffd');

/**
 * A parsed JSON value (changed in place) with each lone surrogate in its strings and keys replaced by U+FFFD.
 * JSON can carry one as an escape ("\ud800"); stored as text, UTF-8 turns it into U+FFFD anyway, but PostgreSQL's
 * jsonb refuses the escape: a reason or a message copied into a notice's payload failed the request (a 500).
 * Nesting beyond `maxDepth` is left as it is.
 */
export function wellFormedText(value: unknown, maxDepth = 64): unknown {
  if (typeof value === 'string') return wellFormedString(value);
  if (maxDepth === 0 || value === null || typeof value !== 'object') return value;
  for (const [key, v] of Object.entries(value)) {
    const fixedKey = Array.isArray(value) ? key : wellFormedString(key);
    const fixed = wellFormedText(v, maxDepth - 1);
    if (fixedKey === key && fixed === v) continue;
    if (fixedKey !== key) delete (value as Record<string, unknown>)[key];
    // defineProperty, not assignment: a key "__proto__" from JSON.parse stays a plain key.
    Object.defineProperty(value, fixedKey, { value: fixed, writable: true, enumerable: true, configurable: true });
  }
  return value;
}

/**
 * Text a request carries, made fit for PostgreSQL at the edge, after the JSON body parser (multipart JSON
 * fields are handled where they are parsed, multipart.ts):
 * - U+0000 cannot be stored in text: a NUL in a path, a query or a JSON body would fail in the database (a 500)
 *   wherever it reaches a query. No form can type one, so it is refused with a 400.
 * - A lone surrogate in the JSON body becomes U+FFFD (wellFormedText), what text columns store for it.
 */
export async function requestTextMiddleware(ctx: Context, next: Next) {
  if (/%00/.test(ctx.path) || containsNul(ctx.query) || containsNul(ctx.request.body)) throw validationFailed([NUL_MESSAGE]);
  ctx.request.body = wellFormedText(ctx.request.body);
  await next();
}
