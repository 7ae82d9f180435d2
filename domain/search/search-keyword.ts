/**
 * The keyword box: words separated by spaces, each of which must appear somewhere in a result
 * (listing title, make, model, description; a person's names; a professional's business name).
 * Trigram indexes need three letters or digits in a row: at least one word must have them, so a search
 * never reads the whole index; the other words still filter.
 */
export const KEYWORD_RULES = { maxLength: 100, maxWords: 8, minIndexedWord: 3 } as const;

export const KEYWORD_MESSAGES = {
  tooLong: `The keyword may be at most ${KEYWORD_RULES.maxLength} characters long`,
  tooManyWords: `Search for at most ${KEYWORD_RULES.maxWords} words at a time`,
  tooShort: `Keywords need a word of at least ${KEYWORD_RULES.minIndexedWord} letters`,
} as const;

/** A word a trigram index can look up: three letters or digits in a row. */
const INDEXED_WORD = new RegExp(`[\\p{L}\\p{N}]{${KEYWORD_RULES.minIndexedWord}}`, 'u');
export const isIndexedWord = (word: string): boolean => INDEXED_WORD.test(word);

/** The distinct words of a keyword (case-insensitively), or the message saying why it cannot be searched. */
export function keywordWords(q: string | undefined): { words: string[]; error: string | null } {
  const text = (q ?? '').trim();
  if (!text) return { words: [], error: null };
  if (text.length > KEYWORD_RULES.maxLength) return { words: [], error: KEYWORD_MESSAGES.tooLong };
  const seen = new Set<string>();
  const words = text.split(/\s+/).filter((w) => {
    const key = w.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (words.length > KEYWORD_RULES.maxWords) return { words: [], error: KEYWORD_MESSAGES.tooManyWords };
  if (!words.some(isIndexedWord)) return { words: [], error: KEYWORD_MESSAGES.tooShort };
  return { words, error: null };
}
