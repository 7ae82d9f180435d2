/**
 * Someone's words ended as a sentence: a full stop added unless they already end with one (or with "!", "?",
 * "…"), so "Annual under way." quoted in "Grounded: {reason}." does not read "way..".
 */
export function asSentence(words: string): string {
  const trimmed = words.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
