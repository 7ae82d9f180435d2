/** Small helpers for reading untyped request input inside use cases. */
export const optionalText = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A number sent as a number or as text; anything else is NaN. Never Number(v) on request input: an
 * object whose toString or valueOf is not a function makes Number() throw (a 500 instead of a 400).
 */
export const numberOf = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);
