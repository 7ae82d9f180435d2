/**
 * Place names compared the way people type them: case, accents and punctuation ignored, "St." for
 * "Saint", "Ft" for "Fort", "Mt" for "Mount", "Mc Lean" and "McLean" alike.
 */
const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', ft: 'fort', mt: 'mount' };

/**
 * The comparison key of a name. With `typing`, the last word is left as typed, so "st" still
 * finds "Sterling" while "st lou" finds "Saint Louis".
 */
export function nameKey(name: string, typing = false): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const last = typing ? words.length - 1 : words.length;
  return words
    .map((w, i) => (i < last ? (ABBREVIATIONS[w] ?? w) : w))
    .join(' ')
    .replace(/\bmc (?=[a-z])/g, 'mc');
}

/** The data set has a few names in capitals ("TRUE" for True, WV). */
export function displayName(name: string): string {
  const trimmed = name.trim();
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
}
