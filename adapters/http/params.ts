import { validationFailed } from '../../domain/errors.js';

/** A path or query id: a positive whole number, or a 400 naming the parameter. */
export function parseId(raw: unknown, label: string): number {
  const s = String(raw ?? '');
  const n = /^\d{1,10}$/.test(s) ? Number(s) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) throw validationFailed([`${label} must be a positive whole number`]);
  return n;
}

export function queryString(raw: unknown): string {
  if (Array.isArray(raw)) return String(raw[0] ?? '');
  return typeof raw === 'string' ? raw : '';
}

export function queryBoolean(raw: unknown, fallback: boolean): boolean {
  const s = queryString(raw).toLowerCase();
  if (s === 'true' || s === '1') return true;
  if (s === 'false' || s === '0') return false;
  return fallback;
}
