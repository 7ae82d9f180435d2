/**
 * The monthly statement (issue 39): one pure function from a month's rules, flights, expenses and payments
 * to each member's lines, in integer cents, and the check that the members' charges add up to what the month
 * cost the group. The rules (docs: the brief's "Statement rules"): dues day by day under the rule in force
 * (statement-dues.ts); a flight at its day's rule (statement-items.ts); an expense split among its day's
 * members, nobody's when paid from a reserve; a payment a credit; the previous balance carried.
 *
 * Items dated after the month are not billed (statementProblems names them): the caller passes what is
 * unbilled up to the month's last day.
 */
import { formatCents } from '../money/cents.js';
import { rulesOn } from './cost-rules.js';
import {
  isActiveOn, type CostRules, type GroupExpense, type GroupMember, type GroupPayment, type GroupStatement, type MemberFlight,
  type MemberStatement, type Month, type StatementLine,
} from './group.js';
import { dateText } from '../maintenance/calendar-date.js';
import { addMonths, dayOfMonthText, daysOf, lastDayOf, monthOf, monthText } from './month.js';
import { monthDues } from './statement-dues.js';
import { expenseLines, flightLines, type MemberLine } from './statement-items.js';

export { rulesOn } from './cost-rules.js';
export { daysOf, lastDayOf, monthOf } from './month.js';

export interface StatementInput {
  month: Month;
  members: GroupMember[];
  rules: CostRules[];
  flights: MemberFlight[];
  expenses: GroupExpense[];
  payments: GroupPayment[];
  /** Each member's total due on the last statement (negative: in credit). */
  previousBalances: ReadonlyMap<number, number>;
}

const NOT_BALANCE: ReadonlySet<StatementLine['kind']> = new Set(['previous_balance', 'payment']);
const sum = (lines: StatementLine[], keep: (l: StatementLine) => boolean = () => true) => lines.filter(keep).reduce((a, l) => a + l.amountCents, 0);
const byDate = <T extends { date: string }>(items: T[]) => [...items].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/** The members active on at least one day of the month, one entry per person. */
function monthMembersOf(input: StatementInput): GroupMember[] {
  const days = daysOf(input.month);
  const active = input.members.filter((m) => days.some((d) => isActiveOn(m, d)));
  return [...new Map(active.map((m) => [m.userId, m])).values()];
}

export function monthStatement(input: StatementInput): GroupStatement {
  const { month } = input;
  const last = lastDayOf(month);
  const monthMembers = monthMembersOf(input);
  const lines: MemberLine[] = [];
  const add = (userId: number, line: StatementLine) => lines.push({ userId, line });

  for (const [userId, cents] of input.previousBalances) {
    if (cents) add(userId, { kind: 'previous_balance', description: `Balance from ${monthText(addMonths(month, -1))}`, amountCents: cents });
  }
  const dues = monthDues(month, input.members, input.rules);
  for (const d of dues.dues) add(d.userId, { kind: 'dues', description: d.description, amountCents: d.cents });
  let costs = dues.totalCents;

  const reserves = new Map<number, { shareId: number; engine: number; propeller: number }>();
  for (const flight of byDate(input.flights).filter((f) => f.date <= last)) {
    for (const line of flightLines(month, flight, rulesOn(input.rules, flight.date))) {
      add(flight.userId, line);
      costs += line.amountCents;
      if (line.kind !== 'reserve_engine' && line.kind !== 'reserve_propeller') continue;
      const fund = reserves.get(flight.shareId) ?? { shareId: flight.shareId, engine: 0, propeller: 0 };
      fund[line.kind === 'reserve_engine' ? 'engine' : 'propeller'] += line.amountCents;
      reserves.set(flight.shareId, fund);
    }
  }
  for (const expense of byDate(input.expenses).filter((e) => e.date <= last)) {
    const split = expenseLines(month, expense, input.members, monthMembers);
    lines.push(...split);
    if (split.length) costs += expense.amountCents;
  }
  for (const payment of byDate(input.payments).filter((p) => p.date <= last)) {
    add(payment.userId, {
      kind: 'payment', description: `Payment${payment.method === 'card' ? ' by card' : ''}, ${monthOf(payment.date) === month ? dayOfMonthText(payment.date) : dateText(payment.date)}: thank you`,
      amountCents: -payment.amountCents, ref: { paymentId: payment.id },
    });
  }

  // Each member of the month, then anyone else with a line (a balance or a payment after leaving).
  const names = new Map(input.members.map((m) => [m.userId, m.name]));
  const ids = [...new Set([...monthMembers.map((m) => m.userId), ...lines.map((l) => l.userId)])];
  const members: MemberStatement[] = ids.map((userId) => {
    const own = lines.filter((l) => l.userId === userId).map((l) => l.line);
    return { userId, name: names.get(userId) ?? '', lines: own, chargesCents: sum(own, (l) => !NOT_BALANCE.has(l.kind)), totalCents: sum(own) };
  });
  return { month, groupCostsCents: costs, members, reservesCents: [...reserves.values()].sort((a, b) => a.shareId - b.shareId) };
}

/**
 * What is wrong with a statement, in plain English; [] when the members' month charges add up to the
 * group's costs exactly, each expense's shares to its amount, each total to its lines, and every item of the
 * input was billed to a member of the group.
 */
export function statementProblems(input: StatementInput, statement: GroupStatement): string[] {
  const problems: string[] = [];
  const charged = statement.members.reduce((a, m) => a + m.chargesCents, 0);
  if (charged !== statement.groupCostsCents) {
    problems.push(`The members' charges add up to ${formatCents(charged)}, the group's costs are ${formatCents(statement.groupCostsCents)}.`);
  }
  const recomputed = monthStatement(input).groupCostsCents;
  if (recomputed !== statement.groupCostsCents) {
    problems.push(`The month's items cost the group ${formatCents(recomputed)}, the statement says ${formatCents(statement.groupCostsCents)}.`);
  }
  const all = statement.members.flatMap((m) => m.lines);
  for (const m of statement.members) {
    if (m.totalCents !== sum(m.lines)) problems.push(`${m.name || `Member ${m.userId}`}'s total is not the sum of the lines.`);
    if (m.chargesCents !== sum(m.lines, (l) => !NOT_BALANCE.has(l.kind))) problems.push(`${m.name || `Member ${m.userId}`}'s charges are not the sum of the lines.`);
  }
  const last = lastDayOf(statement.month);
  for (const e of input.expenses) {
    const shares = sum(all, (l) => l.ref?.expenseId === e.id && (l.kind === 'expense' || l.kind === 'assessment'));
    const expected = e.fromReserve || e.date > last ? 0 : e.amountCents;
    if (shares !== expected) problems.push(`"${e.description}" (${formatCents(e.amountCents)}) is charged ${formatCents(shares)} in all.`);
    if (e.date > last) problems.push(`"${e.description}" is dated ${e.date}, after ${monthText(statement.month)}.`);
  }
  for (const f of input.flights) if (f.date > last) problems.push(`The flight of booking ${f.bookingId} is dated ${f.date}, after ${monthText(statement.month)}.`);
  for (const p of input.payments) if (p.date > last) problems.push(`The payment ${p.id} is dated ${p.date}, after ${monthText(statement.month)}.`);
  const known = new Set(input.members.map((m) => m.userId));
  for (const m of statement.members) if (!known.has(m.userId)) problems.push(`User ${m.userId} has lines but is not a member of the group.`);
  return problems;
}
