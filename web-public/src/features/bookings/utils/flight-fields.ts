import type { FieldErrors } from '../../../../../domain/field-errors';

/**
 * The payload names of a flight form's fields, as the server's fieldErrors name them: `fuel[0].gallons`
 * (and the dotted `fuel.0.gallons` some readers write), so each message lands beside its row's field.
 */
const forms = (list: string, i: number, key?: string): string[] =>
  key === undefined ? [`${list}[${i}]`, `${list}.${i}`] : [`${list}[${i}].${key}`, `${list}.${i}.${key}`];

/** Every name a form with `rows` rows of `list` shows, for requestErrors. */
export function rowFieldNames(list: string, rows: number, keys: readonly string[]): string[] {
  const names = [list];
  for (let i = 0; i < rows; i++) names.push(...forms(list, i), ...keys.flatMap((key) => forms(list, i, key)));
  return names;
}

/** The messages of a list's row field (`fuel`, 0, `gallons`), under either spelling. */
export function rowErrors(fields: FieldErrors, list: string, i: number, key?: string): string[] | undefined {
  const found = forms(list, i, key).flatMap((name) => fields[name] ?? []);
  return found.length ? found : undefined;
}

/** The messages of several names together (`route` and each `route[i]`), or undefined. */
export function errorsOf(fields: FieldErrors, names: readonly string[]): string[] | undefined {
  const found = [...new Set(names.flatMap((name) => fields[name] ?? []))];
  return found.length ? found : undefined;
}

/** The names `route[0]`… a route of up to `count` airports may be refused at. */
export const listItemNames = (list: string, count: number): string[] => [list, ...Array.from({ length: count }, (_, i) => forms(list, i)).flat()];

let nextRowId = 1;
/** A key for a row the form adds (rows are removed from the middle, so their index is no key). */
export const newRowId = (): number => nextRowId++;
