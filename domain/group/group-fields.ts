/** The small readers group-input.ts builds its forms from: a value or the message of what is wrong with it. */
import { fieldErrors, type FieldErrors } from '../field-errors.js';
import { dateText, isCalendarDate } from '../maintenance/calendar-date.js';
import { GROUP_CENTS_MAX, GROUP_MESSAGES as M } from './group-messages.js';
import type { Day, Group } from './group.js';

export type Read<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };
export type Field<T> = { ok: true; value: T } | { ok: false; message: string };
export type Fields = Array<[string, string[]]>;
export type Body = Record<string, unknown>;

export const objectOf = (input: unknown): Body | null => (input && typeof input === 'object' && !Array.isArray(input) ? (input as Body) : null);

export const refused = (field: string): Read<never> => ({ ok: false, errors: { [field]: [M.notAnObject] } });

/** The value when no field has a message, else the messages by field. */
export function done<T>(errors: Fields, value: () => T): Read<T> {
  const map = fieldErrors(errors);
  return Object.keys(map).length ? { ok: false, errors: map } : { ok: true, value: value() };
}

/** [field, [message]] of a field read, [field, []] when it was read. */
export const problemOf = (field: string, read: Field<unknown>): [string, string[]] => [field, read.ok ? [] : [read.message]];

/** Left out, null or blank: an optional field not given. */
export const missing = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && !value.trim());

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/** A whole number given as a JSON number or a string of digits (a multipart form sends strings). */
export const wholeOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
};

/** Integer cents of 0 or more (or more than 0 with `positive`, then `message` for anything wrong). */
export function readCentsField(value: unknown, label: string, positive?: string): Field<number> {
  const n = wholeOf(value);
  if (n === null || n < (positive ? 1 : 0)) return { ok: false, message: positive ?? M.cents(label) };
  return n > GROUP_CENTS_MAX ? { ok: false, message: M.tooLarge(label) } : { ok: true, value: n };
}

/** An id: a whole number more than 0. */
export const readId = (value: unknown): number | null => {
  const n = wholeOf(value);
  return n !== null && n > 0 ? n : null;
};

/** A day 'YYYY-MM-DD', not before the group was created, and not after `today` when given. */
export function readGroupDay(value: unknown, label: string, group: Pick<Group, 'createdOn'>, today?: Day): Field<Day> {
  if (!isCalendarDate(value)) return { ok: false, message: M.date(label) };
  if (value < group.createdOn) return { ok: false, message: M.beforeGroup(label, dateText(group.createdOn)) };
  if (today !== undefined && value > today) return { ok: false, message: M.futureDate(label) };
  return { ok: true, value };
}
