import { fieldErrors, type FieldErrors } from '../field-errors.js';
import { parseAirportTime } from '../booking/local-time.js';
import type { BillingBasis } from './billing-rules.js';
import {
  LONG_FLIGHT_TENTHS, SQUAWK_SEVERITIES, type CheckIn, type CheckOut, type FuelPurchase, type MeterReadings, type Squawk, type SquawkSeverity,
} from './flight.js';
import { readCents, readTenths, readWhole, tenthsText } from './readings.js';

/**
 * The check-out, the check-in and the bill preview as the pilot sends them (POST /api/requests/:id/check-out,
 * /check-in, /bill-preview: hours and gallons with one decimal, money in cents), read into the flight's
 * integer tenths with a message on each field that is wrong: `hobbs`, `tach`, `fuelOnBoard`, `landings`,
 * `route[1]`, `fuel[0].gallons`, `squawks[1].severity`, `note`, `blockOn`... The browser runs the same rules.
 */
export const FLIGHT_INPUT_MESSAGES = {
  notAnObject: 'Send the flight as an object of its fields.',
  belowCheckOut: (label: string, found: number, checkOut: number) =>
    `The ${label} reading at check-in (${tenthsText(found)}) cannot be below its reading at check-out (${tenthsText(checkOut)}).`,
  longFlightNote: 'More than 24 hours of meter time: please add a note saying why.',
  noteTooLong: `The note is at most ${1000} characters.`,
  routeNotList: 'The route is a list of airport codes, such as ["KLOU", "KSDF"].',
  routeCode: 'An airport code is 3 or 4 letters or digits, such as KLOU or 3M5.',
  routeTooLong: 'The route has at most 30 airports.',
  listTooLong: (label: string, max: number) => `At most ${max} ${label}.`,
  notList: (label: string) => `The ${label} are a list.`,
  squawkText: 'Describe the squawk.',
  squawkTooLong: 'A squawk is at most 500 characters.',
  squawkSeverity: `The severity is one of ${SQUAWK_SEVERITIES.join(', ')}.`,
  blockTime: 'A block time is a date and time, such as 2027-03-10T09:05.',
  blockOrder: 'The block-on time must be after the block-off time.',
  blockNeeded: 'This listing bills block time: give the block-off and block-on times.',
} as const;

export const NOTE_MAX = 1000;
/** Hobbs and tach meters read up to 99999.9 hours. */
export const READING_MAX_TENTHS = 999_999;
/** Fuel tanks and purchases: up to 9999.9 gallons. */
export const GALLONS_MAX_TENTHS = 99_999;
export const FUEL_AMOUNT_MAX_CENTS = 10_000_000;
export const LANDINGS_MAX = 999;
const ROUTE_MAX = 30;
const FUEL_MAX = 20;
const SQUAWKS_MAX = 20;
const SQUAWK_TEXT_MAX = 500;
const AIRPORT_CODE = /^[A-Z0-9]{3,4}$/;

const LABELS = { hobbs: 'Hobbs', tach: 'tach' } as const;

export type Read<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

type Fields = Array<[string, string[]]>;

const objectOf = (input: unknown): Record<string, unknown> | null =>
  input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : null;

function readMeters(body: Record<string, unknown>, errors: Fields): MeterReadings | null {
  const hobbs = readTenths(body.hobbs, 'The Hobbs reading', { example: '1234.5', max: READING_MAX_TENTHS });
  const tach = readTenths(body.tach, 'The tach reading', { example: '987.6', max: READING_MAX_TENTHS });
  errors.push(['hobbs', hobbs.ok ? [] : [hobbs.message]], ['tach', tach.ok ? [] : [tach.message]]);
  return hobbs.ok && tach.ok ? { hobbs: hobbs.tenths, tach: tach.tenths } : null;
}

const done = <T>(errors: Fields, value: T | null): Read<T> => {
  const map = fieldErrors(errors);
  return Object.keys(map).length || value === null ? { ok: false, errors: map } : { ok: true, value };
};

export type CheckOutInput = Pick<CheckOut, 'hobbs' | 'tach' | 'fuelOnBoard'>;

/** `{ hobbs, tach, fuelOnBoard }`. */
export function readCheckOut(input: unknown): Read<CheckOutInput> {
  const body = objectOf(input);
  if (!body) return { ok: false, errors: { flight: [FLIGHT_INPUT_MESSAGES.notAnObject] } };
  const errors: Fields = [];
  const meters = readMeters(body, errors);
  const fuel = readTenths(body.fuelOnBoard, 'Fuel on board', { example: '38.5', max: GALLONS_MAX_TENTHS });
  errors.push(['fuelOnBoard', fuel.ok ? [] : [fuel.message]]);
  return done(errors, meters && fuel.ok ? { ...meters, fuelOnBoard: fuel.tenths } : null);
}

/**
 * PUT /share/:id/readings: the owner's reading of his aircraft's meters (after maintenance, a flight off the
 * site), which the next check-out's continuity is checked against when it is newer than the last check-in.
 */
export function readOwnerReading(input: unknown): Read<MeterReadings> {
  const body = objectOf(input);
  if (!body) return { ok: false, errors: { readings: [FLIGHT_INPUT_MESSAGES.notAnObject] } };
  const errors: Fields = [];
  const meters = readMeters(body, errors);
  return done(errors, meters);
}

export type CheckInInput = Omit<CheckIn, 'at' | 'photos'>;
export type BillPreviewInput = Pick<CheckIn, 'hobbs' | 'tach' | 'blockOff' | 'blockOn' | 'fuel'>;

export interface CheckInContext {
  /** The flight's check-out readings: a check-in below them is refused. */
  checkOut: MeterReadings;
  /** The airport's zone: a block time written without an offset is its wall-clock time. */
  timeZone: string;
  /** The booking's billing basis: block time needs both block times. */
  basis: BillingBasis;
}

/** The items of an optional list field (absent: none), at most `max`; a field that is no list, or too long, is named. */
function listOf(value: unknown, field: string, what: string, max: number, errors: Fields): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.push([field, [FLIGHT_INPUT_MESSAGES.notList(what)]]);
    return [];
  }
  if (value.length > max) errors.push([field, [FLIGHT_INPUT_MESSAGES.listTooLong(what, max)]]);
  return value.slice(0, max);
}

function readFuel(value: unknown, errors: Fields): FuelPurchase[] {
  return listOf(value, 'fuel', 'fuel purchases', FUEL_MAX, errors).flatMap((item, i) => {
    const o = objectOf(item) ?? {};
    const gallons = readTenths(o.gallons, 'Gallons', { example: '12.5', max: GALLONS_MAX_TENTHS });
    const gallonsErrors = !gallons.ok ? [gallons.message] : gallons.tenths === 0 ? ['Gallons must be more than 0.'] : [];
    const amount = readCents(o.amountCents, 'The amount paid', FUEL_AMOUNT_MAX_CENTS);
    errors.push([`fuel[${i}].gallons`, gallonsErrors], [`fuel[${i}].amountCents`, amount.ok ? [] : [amount.message]]);
    return gallons.ok && !gallonsErrors.length && amount.ok ? [{ gallons: gallons.tenths, amountCents: amount.value }] : [];
  });
}

function readBlockTime(value: unknown, field: string, zone: string, errors: Fields): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const parsed = typeof value === 'string' ? parseAirportTime(value, zone) : null;
  if (!parsed?.ok) {
    errors.push([field, [FLIGHT_INPUT_MESSAGES.blockTime]]);
    return null;
  }
  return parsed.instant;
}

function readTimes(body: Record<string, unknown>, ctx: CheckInContext, errors: Fields): { blockOff: Date | null; blockOn: Date | null } {
  const blockOff = readBlockTime(body.blockOff, 'blockOff', ctx.timeZone, errors);
  const blockOn = readBlockTime(body.blockOn, 'blockOn', ctx.timeZone, errors);
  if (blockOff && blockOn && blockOn.getTime() <= blockOff.getTime()) errors.push(['blockOn', [FLIGHT_INPUT_MESSAGES.blockOrder]]);
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (ctx.basis === 'block') {
    if (!given(body.blockOff)) errors.push(['blockOff', [FLIGHT_INPUT_MESSAGES.blockNeeded]]);
    if (!given(body.blockOn)) errors.push(['blockOn', [FLIGHT_INPUT_MESSAGES.blockNeeded]]);
  }
  return { blockOff, blockOn };
}

/** Each meter at check-in at least as far as at check-out. */
function belowCheckOut(meters: MeterReadings, ctx: CheckInContext, errors: Fields): void {
  for (const meter of ['hobbs', 'tach'] as const) {
    if (meters[meter] < ctx.checkOut[meter]) errors.push([meter, [FLIGHT_INPUT_MESSAGES.belowCheckOut(LABELS[meter], meters[meter], ctx.checkOut[meter])]]);
  }
}

/** `{ hobbs, tach, blockOff?, blockOn?, fuel: [{ gallons, amountCents }] }`: what the bill preview needs. */
export function readBillPreview(input: unknown, ctx: CheckInContext): Read<BillPreviewInput> {
  const body = objectOf(input);
  if (!body) return { ok: false, errors: { flight: [FLIGHT_INPUT_MESSAGES.notAnObject] } };
  const errors: Fields = [];
  const meters = readMeters(body, errors);
  if (meters) belowCheckOut(meters, ctx, errors);
  const times = readTimes(body, ctx, errors);
  const fuel = readFuel(body.fuel, errors);
  return done(errors, meters ? { ...meters, ...times, fuel } : null);
}

function readRoute(value: unknown, errors: Fields): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.push(['route', [FLIGHT_INPUT_MESSAGES.routeNotList]]);
    return [];
  }
  if (value.length > ROUTE_MAX) errors.push(['route', [FLIGHT_INPUT_MESSAGES.routeTooLong]]);
  return value.slice(0, ROUTE_MAX).flatMap((code, i) => {
    const c = typeof code === 'string' ? code.trim().toUpperCase() : '';
    if (!AIRPORT_CODE.test(c)) {
      errors.push([`route[${i}]`, [FLIGHT_INPUT_MESSAGES.routeCode]]);
      return [];
    }
    return [c];
  });
}

function readSquawks(value: unknown, errors: Fields): Squawk[] {
  return listOf(value, 'squawks', 'squawks', SQUAWKS_MAX, errors).flatMap((item, i) => {
    const o = objectOf(item) ?? {};
    const text = typeof o.text === 'string' ? o.text.trim() : '';
    const textErrors = !text ? [FLIGHT_INPUT_MESSAGES.squawkText] : text.length > SQUAWK_TEXT_MAX ? [FLIGHT_INPUT_MESSAGES.squawkTooLong] : [];
    const severityOk = (SQUAWK_SEVERITIES as readonly unknown[]).includes(o.severity);
    errors.push([`squawks[${i}].text`, textErrors], [`squawks[${i}].severity`, severityOk ? [] : [FLIGHT_INPUT_MESSAGES.squawkSeverity]]);
    return !textErrors.length && severityOk ? [{ text, severity: o.severity as SquawkSeverity }] : [];
  });
}

/**
 * `{ hobbs, tach, blockOff?, blockOn?, landings, route, fuel, squawks, note? }`. A reading below the check-out's
 * is refused; more than 24 hours on either meter needs a note.
 */
export function readCheckIn(input: unknown, ctx: CheckInContext): Read<CheckInInput> {
  const body = objectOf(input);
  if (!body) return { ok: false, errors: { flight: [FLIGHT_INPUT_MESSAGES.notAnObject] } };
  const errors: Fields = [];
  const meters = readMeters(body, errors);
  if (meters) belowCheckOut(meters, ctx, errors);
  const times = readTimes(body, ctx, errors);
  const landings = readWhole(body.landings, 'Landings', LANDINGS_MAX);
  errors.push(['landings', landings.ok ? [] : [landings.message]]);
  const route = readRoute(body.route, errors);
  const fuel = readFuel(body.fuel, errors);
  const squawks = readSquawks(body.squawks, errors);
  const note = typeof body.note === 'string' ? body.note.trim() : '';
  const long = meters !== null && (meters.hobbs - ctx.checkOut.hobbs > LONG_FLIGHT_TENTHS || meters.tach - ctx.checkOut.tach > LONG_FLIGHT_TENTHS);
  errors.push(['note', note.length > NOTE_MAX ? [FLIGHT_INPUT_MESSAGES.noteTooLong] : long && !note ? [FLIGHT_INPUT_MESSAGES.longFlightNote] : []]);
  const value = meters && landings.ok ? { ...meters, ...times, landings: landings.value, route, fuel, squawks, note } : null;
  return done(errors, value);
}
