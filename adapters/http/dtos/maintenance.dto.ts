import type { Context } from 'koa';
import { validationFailed } from '../../../domain/errors.js';
import { fieldErrors } from '../../../domain/field-errors.js';
import type { SquawkUpload } from '../maintenance-deps.js';
import { readJsonWithNamedFiles } from '../multipart.js';

/**
 * Edge shapes of the airworthiness routes (issue 38). The items', sign-offs', squawks' and answers' fields
 * and their messages are the domain's (maintenance-input.ts): bodies reach the use cases as sent, and only
 * the form and the query are read here.
 */

/** A squawk: JSON `{ text, severity }`, or multipart with a `squawk` JSON field and up to 4 `photos`. */
export async function readSquawkForm(ctx: Context): Promise<{ input: Record<string, unknown>; photos: SquawkUpload[] }> {
  const { json, files } = await readJsonWithNamedFiles(ctx, 'squawk', ['photos']);
  return { input: json, photos: files.map((f) => ({ bytes: f.bytes, filename: f.filename })) };
}

/** `?open=true` (or 1): open squawks only; absent or false: all; anything else a 400 naming it. */
export function parseOpenOnly(raw: unknown): boolean {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  const message = 'open is true or false.';
  throw validationFailed([message], message, fieldErrors([['open', [message]]]));
}

/** The mechanic's token of the path: the link's letters only (a longer or odder one is no link: the 404 of a revoked one). */
export const isTokenShaped = (raw: unknown): raw is string => typeof raw === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(raw);
