/**
 * The lines a month's flights and expenses put on the members' statements (the statement rules of issue 39):
 * a flight at the rule in force on its date, an expense split among the members of its day. An item dated
 * before the month is a correction and says so.
 */
import { allocate } from '../money/allocate.js';
import { formatCents, timesTenths } from '../money/cents.js';
import { tenthsText } from '../flight/readings.js';
import type { BillingBasis } from '../flight/billing-rules.js';
import { rateFor, rulesOn } from './cost-rules.js';
import { isActiveOn, type GroupExpense, type GroupMember, type MemberFlight, type Month, type StatementLine } from './group.js';
import { dayOfMonthText, monthOf, monthText } from './month.js';
import { percentText } from './share-percent.js';

export interface MemberLine {
  userId: number;
  line: StatementLine;
}

const BASIS_NAMES: Record<BillingBasis, string> = { hobbs: 'Hobbs', tach: 'tach', block: 'block' };

/** "Correction for February 2027: " before an item of an earlier month, nothing before one of the month. */
const correction = (month: Month, day: string): string => (monthOf(day) < month ? `Correction for ${monthText(monthOf(day))}: ` : '');

/** A flight's lines: the hours at the rate, each reserve that is more than 0, the fuel credit when the rate is wet. */
export function flightLines(month: Month, flight: MemberFlight, rules: ReturnType<typeof rulesOn>): StatementLine[] {
  const where = `${correction(month, flight.date)}${flight.aircraftLabel}, ${dayOfMonthText(flight.date)}`;
  const ref = { bookingId: flight.bookingId, shareId: flight.shareId };
  const basis: BillingBasis = rules?.basis === 'block' && flight.block === null ? 'hobbs' : (rules?.basis ?? 'hobbs');
  const tenths = basis === 'block' ? flight.block! : basis === 'tach' ? flight.tach : flight.hobbs;
  const hours = `${tenthsText(tenths)} h (${BASIS_NAMES[basis]})`;
  if (!rules) return [{ kind: 'flight', description: `${where}: ${hours}, no cost rules in force that day`, amountCents: 0, ref }];
  const { hourlyRateCents, reservesPerHourCents } = rateFor(rules, flight.shareId);
  const lines: StatementLine[] = [
    { kind: 'flight', description: `${where}: ${hours} at ${formatCents(hourlyRateCents)}/h${rules.wet ? ' wet' : ''}`, amountCents: timesTenths(hourlyRateCents, tenths), ref },
  ];
  const reserves = [['reserve_engine', 'Engine reserve', reservesPerHourCents.engine], ['reserve_propeller', 'Propeller reserve', reservesPerHourCents.propeller]] as const;
  for (const [kind, label, perHour] of reserves) {
    const cents = timesTenths(perHour, tenths);
    if (cents > 0) lines.push({ kind, description: `${label}, ${where}: ${hours} at ${formatCents(perHour)}/h`, amountCents: cents, ref });
  }
  if (rules.wet && flight.fuelCents > 0) {
    lines.push({ kind: 'fuel_credit', description: `Fuel credit, ${where}: fuel you paid on a wet rate`, amountCents: -flight.fuelCents, ref });
  }
  return lines;
}

/**
 * An expense or assessment split among the members active on its date (the month's members when none was),
 * equally or by share (equally when none of them has one); none for an expense paid from a reserve.
 */
export function expenseLines(month: Month, expense: GroupExpense, members: GroupMember[], monthMembers: GroupMember[]): MemberLine[] {
  if (expense.fromReserve) return [];
  const onDay = members.filter((m) => isActiveOn(m, expense.date));
  const among = onDay.length ? onDay : monthMembers;
  if (!among.length) return [];
  const shared = expense.split === 'by_share' && among.some((m) => (m.shareBasisPoints ?? 0) > 0);
  const parts = allocate(expense.amountCents, among.map((m) => (shared ? (m.shareBasisPoints ?? 0) : 1)));
  const what = `${correction(month, expense.date)}${expense.description}, ${dayOfMonthText(expense.date)}`;
  // A member without a share in a split by share gets nothing, and no line.
  return among.flatMap((m, i) => (parts[i] ? [{
    userId: m.userId,
    line: {
      kind: expense.kind,
      description: `${what}: ${formatCents(expense.amountCents)} ${shared ? `by share (${percentText(m.shareBasisPoints ?? 0)})` : `split equally among ${among.length}`}`,
      amountCents: parts[i]!,
      ref: { expenseId: expense.id, ...(expense.shareId === null ? {} : { shareId: expense.shareId }) },
    },
  }] : []));
}
