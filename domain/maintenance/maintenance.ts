/**
 * Airworthiness (issue 38): what is due on each aircraft, its squawks, and the status they give it.
 *
 * An aircraft has one listing (shares.aircraft_id is unique), so everything here is keyed by the share id.
 * Each due item is due by a date, by meter hours, or by whichever comes first; signing it off records the
 * work (date, meter, note) and computes the next due (due-rules.ts). Squawks come from check-in, from the
 * owner, or from a pilot who flew the aircraft; the owner answers each (defer with a reason, fix with a
 * note, or ground), and every report and answer is kept. The status (status.ts) is one pure function of the
 * items, the open squawks, the meter and today's date: red grounds the aircraft through the listing's
 * grounding switch (Availability.grounded, by 'maintenance'), and lifts it when nothing red is left.
 *
 * Meter hours are the tach's, kept as integer tenths of an hour like the flights' (1234.5 h is 12345); dates
 * are calendar dates 'YYYY-MM-DD' in the airport's time zone (today's date is the airport's).
 */
import type { Tenths } from '../flight/flight.js';

export const ITEM_KINDS = ['annual', 'hundred_hour', 'oil', 'elt_battery', 'transponder', 'pitot_static', 'ad', 'custom'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const ITEM_KIND_LABELS: Record<ItemKind, string> = {
  annual: 'Annual inspection',
  hundred_hour: '100-hour inspection',
  oil: 'Oil change',
  elt_battery: 'ELT battery',
  transponder: 'Transponder check',
  pitot_static: 'Pitot-static check',
  ad: 'Airworthiness directive',
  custom: 'Other item',
};

/**
 * How a month interval counts. 'calendar': to the end of the Nth calendar month after the month it was done
 * in (the annual, 14 CFR 91.409(a); the transponder and pitot-static checks, 91.413 and 91.411: "within the
 * preceding 24 calendar months"). 'date': to the same day N months later (the last day of a shorter month).
 */
export type MonthRule = 'calendar' | 'date';

export interface ItemDefaults {
  /** Null when the kind has no month interval unless the owner gives one. */
  intervalMonths: number | null;
  /** Tenths of an hour; null when the kind has no hours interval unless the owner gives one. */
  intervalHours: Tenths | null;
  monthRule: MonthRule;
  /** An AD and an owner's own item need at least one interval from the owner. */
  needsInterval: boolean;
}

export const ITEM_DEFAULTS: Record<ItemKind, ItemDefaults> = {
  annual: { intervalMonths: 12, intervalHours: null, monthRule: 'calendar', needsInterval: false },
  hundred_hour: { intervalMonths: null, intervalHours: 1000, monthRule: 'date', needsInterval: false },
  oil: { intervalMonths: 4, intervalHours: 500, monthRule: 'date', needsInterval: false },
  elt_battery: { intervalMonths: 60, intervalHours: null, monthRule: 'date', needsInterval: false },
  transponder: { intervalMonths: 24, intervalHours: null, monthRule: 'calendar', needsInterval: false },
  pitot_static: { intervalMonths: 24, intervalHours: null, monthRule: 'calendar', needsInterval: false },
  ad: { intervalMonths: null, intervalHours: null, monthRule: 'date', needsInterval: true },
  custom: { intervalMonths: null, intervalHours: null, monthRule: 'date', needsInterval: true },
};

/** Amber from this close to a due: 30 days or 10 hours (issue 38, point 2); the reminders use the same. */
export const DUE_SOON_DAYS = 30;
export const DUE_SOON_TENTHS = 100;
/**
 * 14 CFR 91.409(b): the 100-hour limit may be exceeded by up to 10 hours to reach a place where the
 * inspection can be done, and the excess counts toward the next 100 hours.
 */
export const HUNDRED_HOUR_OVERRUN_TENTHS = 100;

export const INTERVAL_MONTHS_MAX = 240;
export const INTERVAL_TENTHS_MAX = 100_000;
export const TITLE_MAX = 120;
export const MAINTENANCE_NOTE_MAX = 1000;
export const SQUAWK_TEXT_MAX = 500;
export const SQUAWK_PHOTOS_MAX = 4;

/** Who uses the aircraft for hire: the 100-hour inspection applies (flight-school listings by default). */
export type HireUse = 'instruction_or_hire' | 'private';

export type ItemState = 'ok' | 'due_soon' | 'overdue';

export interface MaintenanceItem {
  id: number;
  shareId: number;
  kind: ItemKind;
  title: string;
  intervalMonths: number | null;
  intervalHours: Tenths | null;
  /** The last sign-off's date and meter (or what the owner said when he added the item), null if never. */
  lastDoneOn: string | null;
  lastDoneHours: Tenths | null;
  /** The next due, computed by due-rules.ts when the item is added and at each sign-off; null: no such limit. */
  dueOn: string | null;
  dueHours: Tenths | null;
  createdAt: Date;
  /** False once the owner removes it (history stays). */
  active: boolean;
}

/** The item's fields the rules read (an item before it is stored has no id yet). */
export type ItemRule = Pick<MaintenanceItem, 'kind' | 'intervalMonths' | 'intervalHours' | 'lastDoneOn' | 'lastDoneHours' | 'dueOn' | 'dueHours'>;

/** Who did something: a user, or the mechanic an owner named (by email, through his link). */
export interface Actor {
  userId: number | null;
  name: string;
  /** Set when a named mechanic did it through his link. */
  mechanicEmail: string | null;
}

/** One sign-off, never overwritten: the item's history. */
export interface SignOff {
  id: number;
  itemId: number;
  doneOn: string;
  hours: Tenths | null;
  note: string;
  by: Actor;
  at: Date;
  /** The next due this sign-off gave the item. */
  nextDueOn: string | null;
  nextDueHours: Tenths | null;
}

export const SQUAWK_SEVERITIES = ['info', 'deferred', 'grounding'] as const;
export type SquawkSeverity = (typeof SQUAWK_SEVERITIES)[number];
export type SquawkSource = 'check_in' | 'owner' | 'pilot';
export const SQUAWK_ACTIONS = ['defer', 'fix', 'ground'] as const;
export type SquawkAction = (typeof SQUAWK_ACTIONS)[number];
/** open: reported, not answered; deferred / grounding: answered so, still open; fixed: closed. */
export type SquawkState = 'open' | 'deferred' | 'grounding' | 'fixed';

export interface SquawkEvent {
  action: 'reported' | SquawkAction;
  note: string;
  by: Actor;
  at: Date;
}

export interface Squawk {
  id: number;
  shareId: number;
  /** The booking whose check-in reported it, or a pilot's booking that flew the aircraft; null for the owner's. */
  bookingId: number | null;
  source: SquawkSource;
  reportedBy: Actor;
  text: string;
  /** As reported. */
  severity: SquawkSeverity;
  state: SquawkState;
  /** Media store keys of its photos. */
  photos: string[];
  createdAt: Date;
  closedAt: Date | null;
  /** Oldest first, the report included. */
  events: SquawkEvent[];
}

/**
 * What a squawk weighs in the status: a grounding answer, or a grounding report not yet answered (the
 * pilot's word stands until the owner answers), is red; a deferral (or a deferred report) amber; a fixed
 * squawk nothing; an open 'info' squawk is listed but leaves the status as it is.
 */
export type SquawkWeight = 'red' | 'amber' | 'none';

export type StatusColour = 'green' | 'amber' | 'red';

export interface ItemWithState {
  item: MaintenanceItem;
  state: ItemState;
  /** "due on March 14, 2027", "due at 1,234.5 hours (12.5 hours left)", "overdue since March 2, 2027". */
  dueText: string;
}

export interface AircraftStatus {
  status: StatusColour;
  /** Each red or amber cause in words, worst first ("The annual inspection is overdue since March 2, 2027."). */
  reasons: string[];
  /** The red ones among them (overdue items, grounding squawks): the grounding's reason. */
  redReasons: string[];
  items: ItemWithState[];
  /** Open squawks (not fixed), newest first. */
  openSquawks: Squawk[];
  /** The tach meter the status was worked out with, null when the aircraft has none recorded. */
  meter: Tenths | null;
}

/** Reminders through the outbox (point 5): each once per item and due. */
export type ReminderKind = 'due_soon_days' | 'due_soon_hours' | 'overdue';
