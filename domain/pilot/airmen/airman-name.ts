/**
 * Names as the FAA airmen file and a Wingshare account write them, brought to one form so they compare:
 * upper case, accents taken off (PEÑA is PENA), apostrophes and periods dropped (O'NEILL is ONEILL), hyphens
 * read as spaces between parts. The file's FIRST NAME holds first and middle names and its LAST NAME the
 * suffix (JR, III): the match compares the first given name and the last name without its suffix.
 */

/** Generational suffixes the FAA writes after the last name; never part of a name's key. */
export const NAME_SUFFIXES = ['JR', 'SR', 'II', 'III', 'IV', 'V'] as const;
const SUFFIXES = new Set<string>(NAME_SUFFIXES);

/** A name's words: upper case, no accents, no apostrophes or periods; hyphens, commas and spaces split. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/['\u2018\u2019`\u00b4.]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

const withoutSuffixes = (words: string[]): string[] => {
  const kept = [...words];
  while (kept.length > 1 && SUFFIXES.has(kept[kept.length - 1])) kept.pop();
  return kept;
};

/** "O'Neill Jr." → "ONEILL", "Peña-Arce" → "PENAARCE": the last name's parts joined, the suffix left out. */
export function lastNameKey(lastName: string): string {
  return withoutSuffixes(nameWords(lastName)).join('');
}

/** "Ellen Marie" → "ELLEN", "J. Marcus" → "J": the first given name (middle names are not compared). */
export function firstNameKey(firstNames: string): string {
  return withoutSuffixes(nameWords(firstNames))[0] ?? '';
}

/** The first and middle names in one form ("JOSE LUIS"), suffix left out. */
export function givenNames(firstNames: string): string {
  return withoutSuffixes(nameWords(firstNames)).join(' ');
}

/** A city in one form: "St. Louis" and "ST LOUIS" are "ST LOUIS". */
export function cityKey(city: string): string {
  return nameWords(city).join(' ');
}

/** The 5-digit zip of "40206-1123" or "40206"; '' when there is none. */
export function zip5(zip: string): string {
  const digits = zip.trim().match(/^(\d{5})(?:-?\d{4})?$/);
  return digits ? digits[1] : '';
}
