/**
 * The forms of airworthiness as the owner, his mechanic and pilots send them, read with a message on each
 * field that is wrong; the browser runs the same rules. CONTRACT: the domain helper implements these and
 * tests/unit/domain/maintenance-input.test.ts; the names and fields are fixed.
 *
 * Fields: an item `kind`, `title`, `intervalMonths`, `intervalHours`, `lastDoneOn`, `lastDoneHours`; a sign-off
 * `doneOn`, `hours`, `note`; a squawk `text`, `severity` (and `photos`, media keys, read by the server); an
 * answer `action`, `note`. Hours are one-decimal numbers (or strings of them), dates 'YYYY-MM-DD'.
 */
import type { FieldErrors } from '../field-errors.js';
import type { Tenths } from '../flight/flight.js';
import type { ItemKind, SquawkAction, SquawkSeverity } from './maintenance.js';

export type Read<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export interface ItemInput {
  kind: ItemKind;
  title: string;
  intervalMonths: number | null;
  intervalHours: Tenths | null;
  lastDoneOn: string | null;
  lastDoneHours: Tenths | null;
}

export interface SignOffInput {
  doneOn: string;
  hours: Tenths | null;
  note: string;
}

export interface SquawkInput {
  text: string;
  severity: SquawkSeverity;
}

export interface AnswerInput {
  action: SquawkAction;
  note: string;
}

/** Exact messages (the HTTP tests and the browser tests match them). */
export const MAINTENANCE_MESSAGES = {
  notAnObject: 'Send the form as an object of its fields.',
  kind: 'The kind is one of annual, hundred_hour, oil, elt_battery, transponder, pitot_static, ad, custom.',
  titleNeeded: 'Give the item a title, such as "AD 2011-10-09 (fuel selector)".',
  intervalNumber: (label: string) => `${label} must be a whole number more than 0.`,
  intervalNeeded: 'Give at least one interval: months, hours, or both (whichever comes first).',
  date: (label: string) => `${label} is a date, such as 2027-03-14.`,
  futureDate: (label: string) => `${label} cannot be in the future.`,
  belowLastReading: (found: string, last: string) => `The meter (${found}) cannot be below its last reading (${last}).`,
  hoursNeeded: 'This item is due by hours: give the tach reading it was done at.',
  beforeLastSignOff: (last: string) => `This item was last signed off on ${last}: a sign-off cannot be dated before it.`,
  alreadySignedOff: (on: string) => `This item is already signed off for ${on}.`,
  noteNeeded: 'Say what was done (a note for the record).',
  noteTooLong: 'A note is at most 1000 characters.',
  squawkText: 'Describe the squawk.',
  squawkTooLong: 'A squawk is at most 500 characters.',
  severity: 'The severity is one of info, deferred, grounding.',
  action: 'The answer is one of defer, fix, ground.',
  deferReason: 'Say why the squawk can wait (for example "MEL 34-1, placarded").',
  fixNote: 'Say what was fixed.',
  squawkClosed: 'This squawk is fixed and closed already.',
  notFlown: 'Only the owner and pilots who flew this aircraft on Wingshare can report a squawk on it.',
  groundedByMaintenance: 'The aircraft is grounded by its maintenance status: sign off what is overdue or close its grounding squawks, and it takes requests again.',
} as const;

/** An item as added (POST /api/share/:id/maintenance); `today` refuses a lastDoneOn in the future. */
export function readItemInput(body: unknown, today: string): Read<ItemInput> {
  void body; void today;
  throw new Error('not implemented yet (domain helper)');
}

/**
 * A sign-off (POST /api/share/:id/maintenance/:itemId/sign-off): not after `today`, not before the item's
 * last sign-off, the meter not below `lastReading` (the aircraft's last known tach) nor the item's last;
 * hours required when the item is due by hours.
 */
export function readSignOffInput(
  body: unknown,
  context: { today: string; item: { intervalHours: Tenths | null; lastDoneOn: string | null; lastDoneHours: Tenths | null }; lastReading: Tenths | null },
): Read<SignOffInput> {
  void body; void context;
  throw new Error('not implemented yet (domain helper)');
}

export function readSquawkInput(body: unknown): Read<SquawkInput> {
  void body;
  throw new Error('not implemented yet (domain helper)');
}

export function readAnswerInput(body: unknown): Read<AnswerInput> {
  void body;
  throw new Error('not implemented yet (domain helper)');
}

/** Whether the 100-hour inspection applies (the owner's word, else flight-school listings), with the page's words. */
export function hundredHourRule(shareType: string, ownerSays: boolean | null): { applies: boolean; why: string } {
  void shareType; void ownerSays;
  throw new Error('not implemented yet (domain helper)');
}
