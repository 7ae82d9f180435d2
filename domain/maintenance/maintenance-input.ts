/**
 * The forms of airworthiness as the owner, his mechanic and pilots send them, read with a message on each
 * field that is wrong; the browser runs the same rules. CONTRACT: the domain helper implements these and
 * tests/unit/domain/maintenance-input.test.ts; the names and fields are fixed.
 *
 * Fields: an item `kind`, `title`, `intervalMonths`, `intervalHours`, `lastDoneOn`, `lastDoneHours`; a sign-off
 * `doneOn`, `hours`, `note`; a squawk `text`, `severity` (and `photos`, media keys, read by the server); an
 * answer `action`, `note`. Hours are one-decimal numbers (or strings of them), dates 'YYYY-MM-DD'.
 */
import { fieldErrors, type FieldErrors } from '../field-errors.js';
import type { Tenths } from '../flight/flight.js';
import { READING_MAX_TENTHS } from '../flight/flight-input.js';
import { READING_MESSAGES, readTenths, tenthsText } from '../flight/readings.js';
import { readText } from '../text/read-text.js';
import { dateText, isCalendarDate } from './calendar-date.js';
import {
  INTERVAL_MONTHS_MAX, INTERVAL_TENTHS_MAX, ITEM_DEFAULTS, ITEM_KIND_LABELS, ITEM_KINDS, MAINTENANCE_NOTE_MAX, SQUAWK_ACTIONS,
  SQUAWK_SEVERITIES, SQUAWK_TEXT_MAX, TITLE_MAX, type ItemKind, type SquawkAction, type SquawkSeverity,
} from './maintenance.js';

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
  intervalHours: 'The interval in hours must be a number more than 0 with one decimal at most, such as 50 or 12.5.',
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

type Fields = Array<[string, string[]]>;
type Body = Record<string, unknown>;

const objectOf = (input: unknown): Body | null =>
  input && typeof input === 'object' && !Array.isArray(input) ? (input as Body) : null;

const done = <T>(errors: Fields, value: () => T): Read<T> => {
  const map = fieldErrors(errors);
  return Object.keys(map).length ? { ok: false, errors: map } : { ok: true, value: value() };
};

/** A field left out, null or blank: an optional field not given. */
const missing = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && !value.trim());

const LABELS = {
  intervalMonths: 'The interval in months',
  intervalHours: 'The interval in hours',
  lastDoneOn: 'The date it was last done',
  lastDoneHours: 'The tach reading it was last done at',
  title: 'The title',
  doneOn: 'The date it was done',
  hours: 'The tach reading',
} as const;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/** A whole number of months from 1 to INTERVAL_MONTHS_MAX (a number or a string of digits). */
function readMonths(value: unknown): { ok: true; value: number } | { ok: false; message: string } {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return { ok: false, message: MAINTENANCE_MESSAGES.intervalNumber(LABELS.intervalMonths) };
  if (n > INTERVAL_MONTHS_MAX) return { ok: false, message: READING_MESSAGES.tooLarge(LABELS.intervalMonths, String(INTERVAL_MONTHS_MAX)) };
  return { ok: true, value: n };
}

/** Hours more than 0 with one decimal at most, up to INTERVAL_TENTHS_MAX tenths; not numbers and negatives read as intervalNumber. */
function readIntervalHours(value: unknown): { ok: true; value: Tenths } | { ok: false; message: string } {
  const read = readTenths(value, LABELS.intervalHours, { example: '50', max: INTERVAL_TENTHS_MAX });
  if (read.ok) return read.tenths > 0 ? { ok: true, value: read.tenths } : { ok: false, message: MAINTENANCE_MESSAGES.intervalHours };
  const kept = read.message === READING_MESSAGES.decimals(LABELS.intervalHours) || read.message === READING_MESSAGES.tooLarge(LABELS.intervalHours, tenthsText(INTERVAL_TENTHS_MAX));
  return { ok: false, message: kept ? read.message : MAINTENANCE_MESSAGES.intervalHours };
}

/** A 'YYYY-MM-DD' day that exists and is not after `today`. */
function readPastDate(value: unknown, label: string, today: string): { ok: true; value: string } | { ok: false; message: string } {
  if (!isCalendarDate(value)) return { ok: false, message: MAINTENANCE_MESSAGES.date(label) };
  return value > today ? { ok: false, message: MAINTENANCE_MESSAGES.futureDate(label) } : { ok: true, value };
}

const readMeter = (value: unknown, label: string) => readTenths(value, label, { example: '1234.5', max: READING_MAX_TENTHS });

/**
 * An item as added (POST /api/share/:id/maintenance); `today` refuses a lastDoneOn in the future. The title
 * defaults to the kind's label (an AD and an own item need one); an interval left out takes the kind's
 * (ITEM_DEFAULTS), one sent null or blank is none, and every item needs at least one.
 */
export function readItemInput(input: unknown, today: string): Read<ItemInput> {
  const body = objectOf(input);
  if (!body) return { ok: false, errors: { item: [MAINTENANCE_MESSAGES.notAnObject] } };
  const errors: Fields = [];
  const kind = isOneOf(ITEM_KINDS, body.kind) ? body.kind : null;
  errors.push(['kind', kind ? [] : [MAINTENANCE_MESSAGES.kind]]);

  const typed = typeof body.title === 'string' ? body.title.trim() : '';
  const titled = kind === 'ad' || kind === 'custom';
  const titleProblem = typed.length > TITLE_MAX
    ? READING_MESSAGES.tooLarge(LABELS.title, `${TITLE_MAX} characters`)
    : !typed && titled ? MAINTENANCE_MESSAGES.titleNeeded : null;
  errors.push(['title', titleProblem ? [titleProblem] : []]);

  const defaults = kind ? ITEM_DEFAULTS[kind] : null;
  // Left out: the kind's interval; sent empty (null or blank): none, so an owner can drop the oil change's months.
  const months = body.intervalMonths === undefined ? { ok: true as const, value: defaults?.intervalMonths ?? null }
    : missing(body.intervalMonths) ? { ok: true as const, value: null } : readMonths(body.intervalMonths);
  const hours = body.intervalHours === undefined ? { ok: true as const, value: defaults?.intervalHours ?? null }
    : missing(body.intervalHours) ? { ok: true as const, value: null } : readIntervalHours(body.intervalHours);
  errors.push(['intervalMonths', months.ok ? [] : [months.message]], ['intervalHours', hours.ok ? [] : [hours.message]]);
  if (kind && months.ok && hours.ok && months.value === null && hours.value === null) errors.push(['intervalMonths', [MAINTENANCE_MESSAGES.intervalNeeded]]);

  const lastDoneOn = missing(body.lastDoneOn) ? { ok: true as const, value: null } : readPastDate(body.lastDoneOn, LABELS.lastDoneOn, today);
  const lastDoneHours = missing(body.lastDoneHours) ? null : readMeter(body.lastDoneHours, LABELS.lastDoneHours);
  errors.push(['lastDoneOn', lastDoneOn.ok ? [] : [lastDoneOn.message]], ['lastDoneHours', !lastDoneHours || lastDoneHours.ok ? [] : [lastDoneHours.message]]);

  return done(errors, () => ({
    kind: kind!,
    title: typed || ITEM_KIND_LABELS[kind!],
    intervalMonths: months.ok ? months.value : null,
    intervalHours: hours.ok ? hours.value : null,
    lastDoneOn: lastDoneOn.ok ? lastDoneOn.value : null,
    lastDoneHours: lastDoneHours?.ok ? lastDoneHours.tenths : null,
  }));
}

/**
 * A sign-off (POST /api/share/:id/maintenance/:itemId/sign-off): not after `today`, not before the item's
 * last sign-off, the meter not below `lastReading` (the aircraft's last known tach) nor the item's last;
 * hours required when the item is due by hours (optional otherwise, and then kept).
 */
export function readSignOffInput(
  input: unknown,
  context: { today: string; item: { intervalHours: Tenths | null; lastDoneOn: string | null; lastDoneHours: Tenths | null }; lastReading: Tenths | null },
): Read<SignOffInput> {
  const body = objectOf(input);
  if (!body) return { ok: false, errors: { signOff: [MAINTENANCE_MESSAGES.notAnObject] } };
  const { today, item, lastReading } = context;
  const errors: Fields = [];

  const doneOn = readPastDate(body.doneOn, LABELS.doneOn, today);
  const beforeLast = doneOn.ok && item.lastDoneOn !== null && doneOn.value < item.lastDoneOn;
  errors.push(['doneOn', !doneOn.ok ? [doneOn.message] : beforeLast ? [MAINTENANCE_MESSAGES.beforeLastSignOff(dateText(item.lastDoneOn!))] : []]);

  let hours: Tenths | null = null;
  if (missing(body.hours)) {
    errors.push(['hours', item.intervalHours !== null ? [MAINTENANCE_MESSAGES.hoursNeeded] : []]);
  } else {
    const read = readMeter(body.hours, LABELS.hours);
    const floor = Math.max(lastReading ?? -1, item.lastDoneHours ?? -1);
    if (!read.ok) errors.push(['hours', [read.message]]);
    else if (read.tenths < floor) errors.push(['hours', [MAINTENANCE_MESSAGES.belowLastReading(tenthsText(read.tenths), tenthsText(floor))]]);
    else hours = read.tenths;
  }

  const note = readText(body.note, 'note', MAINTENANCE_NOTE_MAX, { required: MAINTENANCE_MESSAGES.noteNeeded, tooLong: MAINTENANCE_MESSAGES.noteTooLong });
  if (!note.ok) errors.push(...(Object.entries(note.errors) as Fields));

  return done(errors, () => ({ doneOn: doneOn.ok ? doneOn.value : '', hours, note: note.ok ? note.text : '' }));
}

/** A squawk `{ text, severity }`: the text trimmed, at most SQUAWK_TEXT_MAX characters; the severity required. */
export function readSquawkInput(input: unknown): Read<SquawkInput> {
  const body = objectOf(input);
  if (!body) return { ok: false, errors: { squawk: [MAINTENANCE_MESSAGES.notAnObject] } };
  const text = readText(body.text, 'text', SQUAWK_TEXT_MAX, { required: MAINTENANCE_MESSAGES.squawkText, tooLong: MAINTENANCE_MESSAGES.squawkTooLong });
  const severity = isOneOf(SQUAWK_SEVERITIES, body.severity) ? body.severity : null;
  const errors: Fields = [...(text.ok ? [] : (Object.entries(text.errors) as Fields)), ['severity', severity ? [] : [MAINTENANCE_MESSAGES.severity]]];
  return done(errors, () => ({ text: text.ok ? text.text : '', severity: severity! }));
}

/** The owner's answer `{ action, note }`: a note is needed to defer (why it can wait) and to fix (what was fixed). */
export function readAnswerInput(input: unknown): Read<AnswerInput> {
  const body = objectOf(input);
  if (!body) return { ok: false, errors: { answer: [MAINTENANCE_MESSAGES.notAnObject] } };
  const action = isOneOf(SQUAWK_ACTIONS, body.action) ? body.action : null;
  const note = typeof body.note === 'string' ? body.note.trim() : '';
  const needed = action === 'defer' ? MAINTENANCE_MESSAGES.deferReason : action === 'fix' ? MAINTENANCE_MESSAGES.fixNote : null;
  const noteProblem = note.length > MAINTENANCE_NOTE_MAX ? MAINTENANCE_MESSAGES.noteTooLong : !note && needed ? needed : null;
  const errors: Fields = [['action', action ? [] : [MAINTENANCE_MESSAGES.action]], ['note', noteProblem ? [noteProblem] : []]];
  return done(errors, () => ({ action: action!, note }));
}

export const HUNDRED_HOUR_WHY = {
  school: 'Flight-school aircraft are used for instruction for hire: 14 CFR 91.409(b) asks for a 100-hour inspection.',
  plain: "A plain rental carries no one for hire and gives no instruction for hire, so 14 CFR 91.409(b)'s 100-hour inspection does not apply; say so if yours does.",
  ownerApplies: "You said this aircraft carries persons or gives flight instruction for hire, so 14 CFR 91.409(b)'s 100-hour inspection applies.",
  ownerNot: "You said this aircraft carries no one and gives no flight instruction for hire, so 14 CFR 91.409(b)'s 100-hour inspection does not apply.",
} as const;

/** Whether the 100-hour inspection applies (the owner's word, else flight-school listings), with the page's words. */
export function hundredHourRule(shareType: string, ownerSays: boolean | null): { applies: boolean; why: string } {
  if (ownerSays !== null) return { applies: ownerSays, why: ownerSays ? HUNDRED_HOUR_WHY.ownerApplies : HUNDRED_HOUR_WHY.ownerNot };
  return shareType === 'FBO_RENTAL' ? { applies: true, why: HUNDRED_HOUR_WHY.school } : { applies: false, why: HUNDRED_HOUR_WHY.plain };
}
