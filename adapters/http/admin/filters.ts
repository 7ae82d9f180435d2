import { validationFailed } from '../../../domain/errors.js';
import { parseId } from '../params.js';

/**
 * Reading one key of a list's `filter` JSON. An absent or empty value is no filter; a value of the wrong
 * type is a 400 naming the filter, never ignored silently (the console would show a wrong list).
 */
const absent = (v: unknown) => v === undefined || v === null || v === '';
export const MAX_FILTER_TEXT = 200;

export function textFilter(filter: Record<string, unknown>, key: string): string | undefined {
  const v = filter[key];
  if (absent(v)) return undefined;
  if (typeof v !== 'string') throw validationFailed([`The ${key} filter must be text`]);
  if (v.length > MAX_FILTER_TEXT) throw validationFailed([`The ${key} filter may be at most ${MAX_FILTER_TEXT} characters`]);
  return v.trim() || undefined;
}

export function booleanFilter(filter: Record<string, unknown>, key: string): boolean | undefined {
  const v = filter[key];
  if (absent(v)) return undefined;
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw validationFailed([`The ${key} filter must be true or false`]);
}

export function choiceFilter<C extends string>(filter: Record<string, unknown>, key: string, choices: readonly C[]): C | undefined {
  const v = filter[key];
  if (absent(v)) return undefined;
  if (!(choices as readonly unknown[]).includes(v)) throw validationFailed([`The ${key} filter must be one of ${choices.join(', ')}`]);
  return v as C;
}

export function idFilter(filter: Record<string, unknown>, key: string): number | undefined {
  const v = filter[key];
  if (absent(v)) return undefined;
  return parseId(v, `The ${key} filter`);
}

/** A boolean field of a PUT body: absent is no change. */
export function booleanField(data: Record<string, unknown>, key: string): boolean | undefined {
  const v = data[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') throw validationFailed([`${key} must be true or false`]);
  return v;
}
