/** Small helpers for reading untyped request input inside use cases. */
export const optionalText = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
