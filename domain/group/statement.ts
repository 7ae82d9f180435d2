/**
 * The monthly statement (issue 39): one pure function from a group's rules, members, and the month's
 * flights, expenses and payments to each member's lines, in integer cents. Dues are worked out day by day
 * under the rule in force that day (so a member joining mid-month, or a rule changing, is pro rata); each
 * flight is charged at the rule of its day; shared costs are split with allocate() so that the members' lines
 * add up to the group's costs exactly, which statementProblems() checks.
 */
import { allocate } from '../money/allocate.js';
import { divideHalfUp, formatCents, timesTenths } from '../money/cents.js';
import { dateText, hoursText } from '../maintenance/calendar-date.js';
import {
  isActiveOn, type CostRules, type Day, type GroupExpense, type GroupMember, type GroupPayment, type GroupStatement, type MemberFlight,
  type MemberStatement, type Month, type StatementLine,
} from './group.js';

export interface StatementInput {
  month: Month;
  members: GroupMember[];
  rules: CostRules[];
  /** Not yet on a statement, dated on or before the month's last day (earlier ones are corrections). */
  flights: MemberFlight[];
  expenses: GroupExpense[];
  payments: GroupPayment[];
  /** userId → the last statement's total. */
  previousBalances: ReadonlyMap<number, number>;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');

export const monthOf = (day: Day): Month => day.slice(0, 7);
export const monthText = (month: Month): string => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

export function daysOf(month: Month): Day[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${pad(i + 1)}`);
}
export const lastDayOf = (month: Month): Day => daysOf(month).at(-1)!;

/** The rule set in force on the day: the latest whose `from` has come, or null before the first. */
export function rulesOn(rules: readonly CostRules[], day: Day): CostRules | null {
  let found: CostRules | null = null;
  for (const r of rules) if (r.from <= day && (!found || r.from >= found.from)) found = r;
  return found;
}

/** A member's weight in a split by share: his share, or 1 each when nobody has one. */
function weightsOf(members: GroupMember[], byShare: boolean): number[] {
  if (!byShare || members.every((m) => !m.shareBasisPoints)) return members.map(() => 1);
  return members.map((m) => m.shareBasisPoints ?? 0);
}

const hourly = (rules: CostRules, shareId: number) => {
  const own = rules.aircraft.find((a) => a.shareId === shareId);
  return { rate: own?.hourlyRateCents ?? rules.hourlyRateCents, reserves: own?.reservesPerHourCents ?? rules.reservesPerHourCents };
};

const BASIS_NAMES = { hobbs: 'Hobbs', tach: 'tach', block: 'block' } as const;

interface Charged {
  lines: Map<number, StatementLine[]>;
  groupCosts: number;
}

function correction(description: string, day: Day, month: Month): string {
  return monthOf(day) < month ? `Correction for ${monthText(monthOf(day))}: ${description}` : description;
}

function dues(input: StatementInput, out: Charged): void {
  const days = daysOf(input.month);
  const perMember = new Map<number, number>(); // per_member: cents × days, divided once
  const byShareExact = new Map<number, number>(); // by_share: each member's exact share of the day's dues (cents)
  let byShareTotal = 0; // cents × days
  for (const day of days) {
    const rules = rulesOn(input.rules, day);
    if (!rules || rules.duesCents === 0) continue;
    const active = input.members.filter((m) => isActiveOn(m, day));
    if (!active.length) continue;
    if (rules.duesSplit === 'per_member') {
      for (const m of active) perMember.set(m.userId, (perMember.get(m.userId) ?? 0) + rules.duesCents);
    } else {
      byShareTotal += rules.duesCents;
      const weights = weightsOf(active, true);
      const sum = weights.reduce((a, w) => a + w, 0);
      active.forEach((m, i) => byShareExact.set(m.userId, (byShareExact.get(m.userId) ?? 0) + (rules.duesCents * weights[i]!) / sum));
    }
  }
  const label = `Dues, ${monthText(input.month)}`;
  for (const [userId, centsDays] of perMember) {
    const cents = divideHalfUp(centsDays, days.length);
    out.groupCosts += cents;
    if (cents) push(out, userId, { kind: 'dues', description: label, amountCents: cents });
  }
  if (byShareTotal) {
    const total = divideHalfUp(byShareTotal, days.length);
    out.groupCosts += total;
    const ids = [...byShareExact.keys()];
    allocate(total, ids.map((id) => byShareExact.get(id)!)).forEach((cents, i) => {
      if (cents) push(out, ids[i]!, { kind: 'dues', description: `${label}, by share`, amountCents: cents });
    });
  }
}

function flights(input: StatementInput, out: Charged): void {
  for (const f of [...input.flights].sort((a, b) => a.date.localeCompare(b.date) || a.bookingId - b.bookingId)) {
    const rules = rulesOn(input.rules, f.date) ?? rulesOn(input.rules, lastDayOf(input.month));
    if (!rules) continue;
    const { rate, reserves } = hourly(rules, f.shareId);
    const tenths = rules.basis === 'block' ? (f.block ?? f.hobbs) : f[rules.basis];
    const basis = rules.basis === 'block' && f.block === null ? 'Hobbs' : BASIS_NAMES[rules.basis];
    const what = `${f.aircraftLabel}, ${dateText(f.date)}: ${hoursText(tenths)} h (${basis})`;
    const ref = { bookingId: f.bookingId, shareId: f.shareId };
    const time = timesTenths(rate, tenths);
    const engine = timesTenths(reserves.engine, tenths);
    const propeller = timesTenths(reserves.propeller, tenths);
    const credit = rules.wet ? f.fuelCents : 0;
    out.groupCosts += time + engine + propeller - credit;
    push(out, f.userId, { kind: 'flight', description: correction(`${what} at ${formatCents(rate)}/h${rules.wet ? ' wet' : ' dry'}`, f.date, input.month), amountCents: time, ref });
    if (engine) push(out, f.userId, { kind: 'reserve_engine', description: `Engine reserve, ${what} at ${formatCents(reserves.engine)}/h`, amountCents: engine, ref });
    if (propeller) push(out, f.userId, { kind: 'reserve_propeller', description: `Propeller reserve, ${what} at ${formatCents(reserves.propeller)}/h`, amountCents: propeller, ref });
    if (credit) push(out, f.userId, { kind: 'fuel_credit', description: `Fuel bought on the flight of ${dateText(f.date)} (wet rate)`, amountCents: -credit, ref });
  }
}

function expenses(input: StatementInput, out: Charged): void {
  const monthMembers = input.members.filter((m) => daysOf(input.month).some((d) => isActiveOn(m, d)));
  for (const e of [...input.expenses].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)) {
    if (e.fromReserve) continue; // drawn from the aircraft's reserve fund: charged to nobody
    const onDay = input.members.filter((m) => isActiveOn(m, e.date));
    const members = onDay.length ? onDay : monthMembers;
    if (!members.length) continue;
    out.groupCosts += e.amountCents;
    const byShare = e.split === 'by_share';
    const parts = allocate(e.amountCents, weightsOf(members, byShare));
    members.forEach((m, i) => {
      const how = byShare && m.shareBasisPoints ? `your ${m.shareBasisPoints / 100} % of ${formatCents(e.amountCents)}` : `your 1/${members.length} of ${formatCents(e.amountCents)}`;
      const description = correction(`${e.description} (${dateText(e.date)}), ${how}`, e.date, input.month);
      if (parts[i]) push(out, m.userId, { kind: e.kind, description, amountCents: parts[i]!, ref: { expenseId: e.id, ...(e.shareId ? { shareId: e.shareId } : {}) } });
    });
  }
}

function push(out: Charged, userId: number, line: StatementLine): void {
  out.lines.set(userId, [...(out.lines.get(userId) ?? []), line]);
}

export function monthStatement(input: StatementInput): GroupStatement {
  const out: Charged = { lines: new Map(), groupCosts: 0 };
  dues(input, out);
  flights(input, out);
  expenses(input, out);
  const days = daysOf(input.month);
  const ids = new Set<number>([
    ...input.members.filter((m) => days.some((d) => isActiveOn(m, d))).map((m) => m.userId),
    ...out.lines.keys(),
    ...[...input.previousBalances].filter(([, c]) => c !== 0).map(([id]) => id),
    ...input.payments.map((p) => p.userId),
  ]);
  const nameOf = (id: number) => input.members.find((m) => m.userId === id)?.name ?? `Member ${id}`;
  const members: MemberStatement[] = [...ids].map((userId) => {
    const charges = out.lines.get(userId) ?? [];
    const previous = input.previousBalances.get(userId) ?? 0;
    const paid = input.payments.filter((p) => p.userId === userId).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    const lines: StatementLine[] = [
      ...(previous ? [{ kind: 'previous_balance' as const, description: 'Balance from the last statement', amountCents: previous }] : []),
      ...paid.map((p) => ({ kind: 'payment' as const, description: `Payment received ${dateText(p.date)}${p.method === 'card' ? ' (card)' : ''}`, amountCents: -p.amountCents, ref: { paymentId: p.id } })),
      ...charges,
    ];
    const chargesCents = charges.reduce((a, l) => a + l.amountCents, 0);
    return { userId, name: nameOf(userId), lines, chargesCents, totalCents: lines.reduce((a, l) => a + l.amountCents, 0) };
  });
  const reserves = new Map<number, { shareId: number; engine: number; propeller: number }>();
  for (const m of members) for (const l of m.lines) {
    if ((l.kind !== 'reserve_engine' && l.kind !== 'reserve_propeller') || !l.ref?.shareId) continue;
    const r = reserves.get(l.ref.shareId) ?? { shareId: l.ref.shareId, engine: 0, propeller: 0 };
    if (l.kind === 'reserve_engine') r.engine += l.amountCents;
    else r.propeller += l.amountCents;
    reserves.set(l.ref.shareId, r);
  }
  return { month: input.month, groupCostsCents: out.groupCosts, members, reservesCents: [...reserves.values()] };
}

/** [] when the members' charges add up to the group's costs and each expense's shares to its amount. */
export function statementProblems(input: StatementInput, statement: GroupStatement): string[] {
  const problems: string[] = [];
  const charged = statement.members.reduce((a, m) => a + m.chargesCents, 0);
  if (charged !== statement.groupCostsCents) problems.push(`The members' charges add up to ${formatCents(charged)}, the group's costs to ${formatCents(statement.groupCostsCents)}.`);
  for (const e of input.expenses) {
    if (e.fromReserve) continue;
    const split = statement.members.flatMap((m) => m.lines).filter((l) => l.ref?.expenseId === e.id).reduce((a, l) => a + l.amountCents, 0);
    if (split !== e.amountCents && split !== 0) problems.push(`${e.description}: its shares add up to ${formatCents(split)}, not ${formatCents(e.amountCents)}.`);
  }
  for (const m of statement.members) {
    const total = m.lines.reduce((a, l) => a + l.amountCents, 0);
    if (total !== m.totalCents) problems.push(`${m.name}: the lines add up to ${formatCents(total)}, the total says ${formatCents(m.totalCents)}.`);
  }
  return problems;
}
