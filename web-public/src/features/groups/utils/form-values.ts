/** What the group forms send for what was typed: the readers (domain/group/group-input.ts) name what is wrong. */
import { dollarsToCents, typedNumber } from '../../../lib/typed-amounts';

/** Dollars typed as the cents the API takes; the text as typed when it is not an amount (refused by the reader), null when blank. */
export function typedCents(text: string): number | string | null {
  const t = text.trim();
  if (t === '') return null;
  return dollarsToCents(t) ?? t;
}

/** A whole number typed, or null when blank (a limit left out: no limit). */
export const typedCount = (text: string): number | string | null => typedNumber(text);

/** The messages of the first of these fields the refusal names (a reader may name a nested field or its parent). */
export function firstErrors(fields: Record<string, readonly string[] | undefined>, ...names: string[]): readonly string[] | undefined {
  for (const name of names) if (fields[name]?.length) return fields[name];
  return undefined;
}
