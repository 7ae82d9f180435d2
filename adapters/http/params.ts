import { validationFailed } from '../../domain/errors.js';

/** A path or query id: a positive whole number, or a 400 naming the parameter. */
export function parseId(raw: unknown, label: string): number {
  // Only text and numbers: String() of a JSON object whose toString is not a function throws.
  const s = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  const n = /^\d{1,10}$/.test(s) ? Number(s) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) throw validationFailed([`${label} must be a positive whole number`]);
  return n;
}
