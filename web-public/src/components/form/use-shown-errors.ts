import { useState } from 'react';

const sameValue = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => Object.is(item, b[i])));

/**
 * The messages a field shows: those of the last refused submit, until the field is changed. A message is
 * about the value it was given for; once the person changes that value it no longer holds (or is checked
 * again at the next submit), so it does not stay red beside a corrected field (issue 34). Every field
 * component of the forms runs it, so all forms behave alike. New messages (another refusal, even the same
 * words: each refusal hands new lists) show again. Arrays (a checkbox group) are compared item by item.
 */
export function useShownErrors<T>(errors: readonly string[] | undefined, value: T): readonly string[] | undefined {
  const [given, setGiven] = useState({ errors, value, changed: false });
  if (given.errors !== errors) {
    // Stored while rendering (React's "state from the previous render"): this render already shows them.
    setGiven({ errors, value, changed: false });
    return errors;
  }
  if (given.changed) return undefined;
  if (!sameValue(given.value, value)) {
    setGiven({ ...given, changed: true });
    return undefined;
  }
  return errors;
}
