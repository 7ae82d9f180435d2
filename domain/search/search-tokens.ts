/**
 * How a search entry's text becomes the tokens it is found by (issue 17). An entry's document is its texts
 * joined by single spaces and lower-cased (a listing: title, make, model, description; a professional: first
 * name, last name, business name; a pilot: first and last name); its tokens are the distinct non-empty pieces
 * of the document between two spaces. Punctuation, line breaks and tabs stay inside a token ("bonanza,\nifr").
 *
 * The database keeps the documents and tokens itself, in triggers and an index made by migrations
 * (`lower(concat_ws(' ', ...))`, `string_to_array(doc, ' ')`): tests/integration/search-tokens-rule.test.ts
 * holds what the database computes to these two functions.
 */

/** The one character documents are split at. */
export const TOKEN_SEPARATOR = ' ';

/**
 * A character lower-cased as PostgreSQL's lower() does it: one character for one (Unicode's simple mapping).
 * JavaScript's full mapping differs for one letter only, the dotted capital I (U+0130), which it turns into
 * two ("i" and a combining dot).
 */
const lowerChar = (c: string): string => (c === '\u0130' ? 'i' : c.toLowerCase());

/**
 * An entry's document: its texts joined by spaces, missing ones (null) left out, lower-cased one character at
 * a time as PostgreSQL's lower() does (no rule that looks at the neighbouring letters, such as the Greek final
 * sigma).
 */
export function searchDocument(texts: readonly (string | null | undefined)[]): string {
  const joined = texts.filter((t): t is string => t !== null && t !== undefined).join(TOKEN_SEPARATOR);
  let lower = '';
  for (const c of joined) lower += lowerChar(c);
  return lower;
}

/** A listing's document (the order the database joins them in). */
export const listingDocument = (l: { title: string | null; make: string | null; model: string | null; description: string | null }): string =>
  searchDocument([l.title, l.make, l.model, l.description]);

/** A document's distinct tokens, in the order they first appear. */
export function searchTokens(document: string): string[] {
  return [...new Set(document.split(TOKEN_SEPARATOR).filter((t) => t !== ''))];
}
