import type { Context, Next } from 'koa';
import { validationFailed } from '../../domain/errors.js';

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000)';

/** Whether a parsed request value holds U+0000 in a string or a key (nesting beyond `maxDepth` is not read). */
export function containsNul(value: unknown, maxDepth = 64): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (maxDepth === 0 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, maxDepth - 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, maxDepth - 1));
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in a path, a query or a JSON body would fail in the database
 * (a 500) wherever it reaches a query. No form can type one, so it is refused at the edge with a 400.
 * Runs after the JSON body parser; multipart JSON fields are checked where they are parsed (multipart.ts).
 */
export async function rejectNulCharacters(ctx: Context, next: Next) {
  if (/%00/.test(ctx.path) || containsNul(ctx.query) || containsNul(ctx.request.body)) throw validationFailed([NUL_MESSAGE]);
  await next();
}
