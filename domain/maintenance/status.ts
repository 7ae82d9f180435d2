/**
 * The status of an aircraft (issue 38, point 2), one pure function run by the server and the browser.
 * CONTRACT: the domain helper implements these bodies and tests/unit/domain/maintenance-status.test.ts.
 *
 * green; amber when an item is due within 10 hours or 30 days, or a deferred squawk is open; red when an
 * item is overdue, or a grounding squawk is open (squawkWeight). Reasons name each cause, red first: the
 * overdue items, the grounding squawks, the items due soon, the deferred squawks (items in the order given,
 * squawks newest first). A date item is overdue from the day after its dueOn ("due on March 31, 2027" is
 * "overdue since April 1, 2027"); an hours item once the meter reaches its dueHours.
 */
import type { Tenths } from '../flight/flight.js';
import { asSentence } from '../text/sentence.js';
import { REASON_MAX } from '../booking/booking.js';
import { shorten } from '../text/read-text.js';
import { addDays, dateText, hoursText } from './calendar-date.js';
import { dateState, daysBetween, hoursState, itemState } from './due-rules.js';
import {
  ITEM_KIND_LABELS, type AircraftStatus, type ItemState, type ItemWithState, type MaintenanceItem, type Squawk, type SquawkWeight,
} from './maintenance.js';

export function squawkWeight(squawk: Pick<Squawk, 'severity' | 'state'>): SquawkWeight {
  switch (squawk.state) {
    case 'fixed': return 'none';
    case 'grounding': return 'red';
    case 'deferred': return 'amber';
    case 'open': return squawk.severity === 'grounding' ? 'red' : squawk.severity === 'deferred' ? 'amber' : 'none';
  }
}

const SQUAWK_TITLE_MAX = 80;

/** What pilots see of a squawk (SquawkTitleView.title): its text's first line, at most 80 characters. */
export function squawkTitle(text: string): string {
  const firstLine = text.trim().split(/\r?\n/, 1)[0]!.trim();
  return shorten(firstLine, SQUAWK_TITLE_MAX);
}

/**
 * An item as a sentence names it: "The annual inspection" at its start, "the annual inspection" inside one;
 * an airworthiness directive or the owner's own item by the title he gave it.
 */
export function itemName(item: Pick<MaintenanceItem, 'kind' | 'title'>, at: 'start' | 'inside'): string {
  if (item.kind === 'ad' || item.kind === 'custom') {
    const title = item.title.trim() || ITEM_KIND_LABELS[item.kind];
    return at === 'start' ? upperFirst(title) : title;
  }
  return `${at === 'start' ? 'The' : 'the'} ${lowerFirst(ITEM_KIND_LABELS[item.kind])}`;
}

/** "annual", "oil change", "ELT battery": the short name the pilots' line uses. */
function shortName(item: Pick<MaintenanceItem, 'kind' | 'title'>): string {
  if (item.kind === 'annual') return 'annual';
  return item.kind === 'ad' || item.kind === 'custom' ? itemName(item, 'inside') : lowerFirst(ITEM_KIND_LABELS[item.kind]);
}

/** Lower-cases a word's first letter, unless the word is an abbreviation ("ELT", "AD"). */
function lowerFirst(words: string): string {
  return /^[A-Z][a-z\s]/.test(words) ? words[0]!.toLowerCase() + words.slice(1) : words;
}

const upperFirst = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

const inDays = (days: number): string => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

/** The day an item due on `dueOn` is first overdue. */
const overdueSince = (dueOn: string): string => dateText(addDays(dueOn, 1));

/** MaintenanceItemView.dueText: "Due on March 31, 2027", "Due at 1,234.5 hours (12.5 left)", "Overdue since April 1, 2027". */
export function dueText(item: Pick<MaintenanceItem, 'dueOn' | 'dueHours'>, today: string, meter: Tenths | null): string {
  if (item.dueOn === null && item.dueHours === null) return 'Not signed off on Wingshare yet: its first sign-off sets the next due';
  const onDate = item.dueOn === null ? null : dateState(item.dueOn, today);
  const onHours = item.dueHours === null ? null : hoursState(item.dueHours, meter);
  const overdue = [
    onDate === 'overdue' ? `Overdue since ${overdueSince(item.dueOn!)}` : null,
    onHours === 'overdue' ? `Overdue: due at ${hoursText(item.dueHours!)} hours, the meter reads ${hoursText(meter!)}` : null,
  ].filter((text): text is string => text !== null);
  if (overdue.length) return overdue.join('; ');
  const hours = item.dueHours === null
    ? null
    : `at ${hoursText(item.dueHours)} hours (${meter === null ? 'no tach reading recorded yet' : `${hoursText(item.dueHours - meter)} left`})`;
  if (item.dueOn === null) return `Due ${hours}`;
  return hours === null ? `Due on ${dateText(item.dueOn)}` : `Due on ${dateText(item.dueOn)} or ${hours}, whichever comes first`;
}

/** The sentences of an item overdue or due soon: one for each of its limits in that state. */
function itemReasons({ item, state }: ItemWithState, today: string, meter: Tenths | null): string[] {
  if (state === 'ok') return [];
  const name = itemName(item, 'start');
  const reasons: string[] = [];
  if (item.dueOn !== null && dateState(item.dueOn, today) === state) {
    reasons.push(state === 'overdue'
      ? `${name} is overdue since ${overdueSince(item.dueOn)}.`
      : `${name} is due on ${dateText(item.dueOn)}, ${inDays(daysBetween(today, item.dueOn))}.`);
  }
  if (item.dueHours !== null && meter !== null && hoursState(item.dueHours, meter) === state) {
    reasons.push(state === 'overdue'
      ? `${name} is overdue: it was due at ${hoursText(item.dueHours)} hours and the meter reads ${hoursText(meter)}.`
      : `${name} is due in ${hoursText(item.dueHours - meter)} hours.`);
  }
  return reasons;
}

const squawkReason = (squawk: Squawk, kind: 'grounding' | 'deferred'): string =>
  asSentence(`A ${kind} squawk is open: ${squawkTitle(squawk.text)}`);

const newestFirst = (a: Squawk, b: Squawk): number => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

export function aircraftStatus(input: { items: MaintenanceItem[]; squawks: Squawk[]; meter: Tenths | null; today: string }): AircraftStatus {
  const { meter, today } = input;
  const items: ItemWithState[] = input.items
    .filter((item) => item.active)
    .map((item) => ({ item, state: itemState(item, today, meter), dueText: dueText(item, today, meter) }));
  const openSquawks = input.squawks.filter((squawk) => squawk.state !== 'fixed').sort(newestFirst);
  const withState = (state: ItemState) => items.filter((entry) => entry.state === state).flatMap((entry) => itemReasons(entry, today, meter));
  const weighing = (weight: SquawkWeight) => openSquawks.filter((squawk) => squawkWeight(squawk) === weight);
  const red = [...withState('overdue'), ...weighing('red').map((squawk) => squawkReason(squawk, 'grounding'))];
  const amber = [...withState('due_soon'), ...weighing('amber').map((squawk) => squawkReason(squawk, 'deferred'))];
  const status = items.some((entry) => entry.state === 'overdue') || weighing('red').length ? 'red'
    : items.some((entry) => entry.state === 'due_soon') || weighing('amber').length ? 'amber' : 'green';
  return { status, reasons: [...red, ...amber], redReasons: red, items, openSquawks, meter };
}

/** A reason as the middle of the pilots' line: no full stop, its first word in lower case. */
const asClause = (reason: string): string => lowerFirst(reason.trim().replace(/\.$/, ''));

/** "in 45 days" under 60 days, "in 4 months" after (a month of 30.44 days, rounded). */
const inTime = (days: number): string => (days < 60 ? inDays(days) : `in ${Math.round(days / 30.44)} months`);

/**
 * The share modal's short line for pilots: "Airworthy; annual due in 4 months", "Airworthy; the oil change is
 * due in 8.0 hours", "Grounded: a grounding squawk is open: Left brake soft", "No maintenance recorded on Wingshare".
 * Red and amber give their first (worst) reason; green the nearest date due (else the lowest hours due).
 */
export function statusLine(status: Pick<AircraftStatus, 'status' | 'items' | 'openSquawks' | 'reasons'>, today: string): string {
  const first = status.reasons[0];
  if (status.status === 'red') return first ? `Grounded: ${asClause(first)}` : 'Grounded';
  if (status.status === 'amber') return first ? `Airworthy; ${asClause(first)}` : 'Airworthy';
  const byDate = status.items.filter(({ item }) => item.dueOn !== null).sort((a, b) => a.item.dueOn!.localeCompare(b.item.dueOn!))[0];
  if (byDate) return `Airworthy; ${shortName(byDate.item)} due ${inTime(daysBetween(today, byDate.item.dueOn!))}`;
  const byHours = status.items.filter(({ item }) => item.dueHours !== null).sort((a, b) => a.item.dueHours! - b.item.dueHours!)[0];
  if (byHours) return `Airworthy; ${shortName(byHours.item)} due at ${hoursText(byHours.item.dueHours!)} hours`;
  return 'No maintenance recorded on Wingshare';
}

/**
 * The reason written on the listing's grounding when the status turns red (at most 500 characters): the red
 * causes only (what must be signed off or fixed), as the refusal of a request quotes it ("This aircraft is
 * grounded (Maintenance: the annual inspection is overdue since ...)").
 */
export function groundingReason(status: Pick<AircraftStatus, 'redReasons'>): string {
  return shorten(`Maintenance: ${status.redReasons.join(' ')}`.trim(), REASON_MAX);
}
