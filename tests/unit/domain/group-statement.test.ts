import { describe, expect, it } from 'vitest';
import type { CostRules, GroupExpense, GroupMember, GroupPayment, MemberFlight } from '../../../domain/group/group.js';
import {
  daysOf, lastDayOf, monthOf, monthStatement, rulesOn, statementProblems, type StatementInput,
} from '../../../domain/group/statement.js';

const member = (userId: number, name: string, share: number | null, since = '2027-01-01', until: string | null = null): GroupMember => ({
  userId, name, role: userId === 1 ? 'owner' : 'member', shareBasisPoints: share, since, until,
});
const rule = (over: Partial<CostRules> = {}): CostRules => ({
  from: '2027-01-01', duesCents: 0, duesSplit: 'per_member', hourlyRateCents: 0, basis: 'hobbs', wet: false,
  reservesPerHourCents: { engine: 0, propeller: 0 }, aircraft: [], limits: { maxActiveBookings: null, maxWeekendDaysPerMonth: null }, ...over,
});
let nextId = 1;
const flight = (userId: number, date: string, over: Partial<MemberFlight> = {}): MemberFlight => ({
  bookingId: nextId++, userId, shareId: 7, aircraftLabel: 'N36TB', date, hobbs: 16, tach: 14, block: 18, fuelCents: 0, statementMonth: null, ...over,
});
const expense = (date: string, amountCents: number, over: Partial<GroupExpense> = {}): GroupExpense => ({
  id: nextId++, date, kind: 'expense', description: 'Annual inspection', amountCents, split: 'equal', shareId: null, fromReserve: null,
  receiptKey: null, createdBy: 1, createdAt: new Date('2027-03-01T00:00:00Z'), statementMonth: null, ...over,
});
const payment = (userId: number, date: string, amountCents: number): GroupPayment => ({
  id: nextId++, userId, amountCents, date, method: 'recorded', recordedBy: userId, createdAt: new Date('2027-03-01T00:00:00Z'), statementMonth: null,
});

const partners = [member(1, 'Tom Hadley', 5000), member(2, 'Ann Lee', 2500), member(3, 'Raj Patel', 2500)];
const input = (over: Partial<StatementInput> = {}): StatementInput => ({
  month: '2027-03', members: partners, rules: [rule()], flights: [], expenses: [], payments: [], previousBalances: new Map(), ...over,
});
const run = (over: Partial<StatementInput> = {}) => {
  const i = input(over);
  const statement = monthStatement(i);
  expect(statementProblems(i, statement)).toEqual([]);
  return statement;
};
const linesOf = (s: ReturnType<typeof monthStatement>, userId: number) => s.members.find((m) => m.userId === userId)?.lines ?? [];
const amounts = (s: ReturnType<typeof monthStatement>, kind: string) => s.members.map((m) => m.lines.filter((l) => l.kind === kind).reduce((a, l) => a + l.amountCents, 0));

describe('months and rules', () => {
  it('counts the days of a month', () => {
    expect(daysOf('2027-02')).toHaveLength(28);
    expect(daysOf('2028-02').at(-1)).toBe('2028-02-29');
    expect(lastDayOf('2027-04')).toBe('2027-04-30');
    expect(monthOf('2027-03-14')).toBe('2027-03');
  });

  it('finds the rule in force on a day', () => {
    const rules = [rule({ from: '2027-03-16', duesCents: 2 }), rule({ from: '2027-01-01', duesCents: 1 })];
    expect(rulesOn(rules, '2026-12-31')).toBeNull();
    expect(rulesOn(rules, '2027-03-15')?.duesCents).toBe(1);
    expect(rulesOn(rules, '2027-03-16')?.duesCents).toBe(2);
  });
});

describe('dues', () => {
  it('charges each member the dues per member', () => {
    const s = run({ rules: [rule({ duesCents: 15_000 })] });
    expect(amounts(s, 'dues')).toEqual([15_000, 15_000, 15_000]);
    expect(s.groupCostsCents).toBe(45_000);
    expect(linesOf(s, 1)[0]).toMatchObject({ kind: 'dues', description: 'Dues for March 2027' });
  });

  it('splits the dues by share', () => {
    const s = run({ rules: [rule({ duesCents: 100_000, duesSplit: 'by_share' })] });
    expect(amounts(s, 'dues')).toEqual([50_000, 25_000, 25_000]);
    expect(linesOf(s, 2)[0]!.description).toBe('Dues for March 2027, by share (25 %)');
    expect(s.groupCostsCents).toBe(100_000);
  });

  it('splits a club\'s dues equally when no one has a share, $100.00 three ways to the cent', () => {
    const club = [member(1, 'A', null), member(2, 'B', null), member(3, 'C', null)];
    const s = run({ members: club, rules: [rule({ duesCents: 10_000, duesSplit: 'by_share' })] });
    expect(amounts(s, 'dues')).toEqual([3334, 3333, 3333]);
    expect(s.groupCostsCents).toBe(10_000);
  });

  it('charges a member who joins mid-month pro rata', () => {
    const s = run({ members: [member(1, 'Tom', 5000), member(2, 'Ann', 5000, '2027-03-17')], rules: [rule({ duesCents: 31_000 })] });
    // 15 of 31 days.
    expect(amounts(s, 'dues')).toEqual([31_000, 15_000]);
    expect(linesOf(s, 2)[0]!.description).toBe('Dues for March 2027 (15 of 31 days)');
  });

  it('gives the by-share dues of the days before a member joined to those who were members then', () => {
    const s = run({ members: [member(1, 'Tom', 5000), member(2, 'Ann', 5000, '2027-03-17')], rules: [rule({ duesCents: 31_000, duesSplit: 'by_share' })] });
    // Tom: 16 days alone (16,000) + 15 days at half (7,500); Ann 7,500.
    expect(amounts(s, 'dues')).toEqual([23_500, 7_500]);
    expect(s.groupCostsCents).toBe(31_000);
  });

  it('follows a rule that changes mid-month day by day', () => {
    const rules = [rule({ duesCents: 31_000 }), rule({ from: '2027-03-11', duesCents: 62_000 })];
    // 10 days at 1,000 a day, 21 at 2,000.
    expect(amounts(run({ rules }), 'dues')).toEqual([52_000, 52_000, 52_000]);
    const mixed = [rule({ duesCents: 31_000 }), rule({ from: '2027-03-11', duesCents: 62_000, duesSplit: 'by_share' })];
    // 10,000 each per member, then 42,000 by share.
    const s = run({ rules: mixed });
    expect(amounts(s, 'dues')).toEqual([31_000, 20_500, 20_500]);
    expect(s.groupCostsCents).toBe(72_000);
  });

  it('charges no dues before the first rule nor to a member who left', () => {
    const s = run({ members: [member(1, 'Tom', 5000), member(2, 'Ann', 5000, '2027-01-01', '2027-02-28')], rules: [rule({ from: '2027-03-17', duesCents: 31_000 })] });
    expect(amounts(s, 'dues')).toEqual([15_000]);
    expect(s.members.map((m) => m.userId)).toEqual([1]);
  });
});

describe('flights', () => {
  const rates = rule({ hourlyRateCents: 21_000, reservesPerHourCents: { engine: 1500, propeller: 250 } });

  it('charges the hours at the rate with each reserve', () => {
    const s = run({ rules: [rates], flights: [flight(2, '2027-03-03')] });
    expect(linesOf(s, 2).map((l) => [l.kind, l.description, l.amountCents])).toEqual([
      ['flight', 'N36TB, March 3: 1.6 h (Hobbs) at $210/h', 33_600],
      ['reserve_engine', 'Engine reserve, N36TB, March 3: 1.6 h (Hobbs) at $15/h', 2400],
      ['reserve_propeller', 'Propeller reserve, N36TB, March 3: 1.6 h (Hobbs) at $2.50/h', 400],
    ]);
    expect(s.reservesCents).toEqual([{ shareId: 7, engine: 2400, propeller: 400 }]);
    expect(s.groupCostsCents).toBe(36_400);
  });

  it('counts on the rule\'s basis, block falling back to Hobbs, and takes an aircraft\'s own rate', () => {
    const tach = run({ rules: [rule({ hourlyRateCents: 10_000, basis: 'tach' })], flights: [flight(1, '2027-03-03')] });
    expect(linesOf(tach, 1)[0]!.amountCents).toBe(14_000);
    const block = run({ rules: [rule({ hourlyRateCents: 10_000, basis: 'block' })], flights: [flight(1, '2027-03-03'), flight(1, '2027-03-04', { block: null })] });
    expect(linesOf(block, 1).map((l) => l.amountCents)).toEqual([18_000, 16_000]);
    const own = rule({ hourlyRateCents: 10_000, aircraft: [{ shareId: 7, hourlyRateCents: 20_000, reservesPerHourCents: { engine: 1000, propeller: 0 } }] });
    const s = run({ rules: [own], flights: [flight(1, '2027-03-03'), flight(1, '2027-03-04', { shareId: 8, aircraftLabel: 'N123' })] });
    expect(linesOf(s, 1).map((l) => [l.kind, l.amountCents])).toEqual([['flight', 32_000], ['reserve_engine', 1600], ['flight', 16_000]]);
  });

  it('credits fuel only when the rate is wet', () => {
    const wet = run({ rules: [rule({ hourlyRateCents: 21_000, wet: true })], flights: [flight(2, '2027-03-03', { fuelCents: 9_000 })] });
    expect(linesOf(wet, 2).map((l) => [l.kind, l.amountCents])).toEqual([['flight', 33_600], ['fuel_credit', -9000]]);
    expect(wet.groupCostsCents).toBe(24_600);
    const dry = run({ rules: [rule({ hourlyRateCents: 21_000 })], flights: [flight(2, '2027-03-03', { fuelCents: 9_000 })] });
    expect(linesOf(dry, 2).map((l) => l.kind)).toEqual(['flight']);
  });

  it('charges a flight at the rule of its own day', () => {
    const rules = [rule({ hourlyRateCents: 10_000 }), rule({ from: '2027-03-15', hourlyRateCents: 20_000 })];
    const s = run({ rules, flights: [flight(1, '2027-03-14'), flight(1, '2027-03-15')] });
    expect(linesOf(s, 1).map((l) => l.amountCents)).toEqual([16_000, 32_000]);
  });
});

describe('expenses and assessments', () => {
  it('splits an expense equally and by share', () => {
    const s = run({ expenses: [expense('2027-03-12', 10_000), expense('2027-03-13', 240_000, { split: 'by_share', kind: 'assessment', description: 'Overhaul fund' })] });
    expect(amounts(s, 'expense')).toEqual([3334, 3333, 3333]);
    expect(amounts(s, 'assessment')).toEqual([120_000, 60_000, 60_000]);
    expect(linesOf(s, 2).map((l) => l.description)).toEqual([
      'Annual inspection, March 12: $100 split equally among 3', 'Overhaul fund, March 13: $2,400 by share (25 %)',
    ]);
    expect(s.groupCostsCents).toBe(250_000);
  });

  it('splits among the members of the expense\'s day, the month\'s members when there were none', () => {
    const members = [member(1, 'Tom', 5000), member(2, 'Ann', 5000, '2027-03-17')];
    expect(amounts(run({ members, expenses: [expense('2027-03-12', 10_000)] }), 'expense')).toEqual([10_000, 0]);
    expect(amounts(run({ members, expenses: [expense('2027-03-20', 10_000)] }), 'expense')).toEqual([5000, 5000]);
    const later = [member(1, 'Tom', 5000, '2027-03-10')];
    expect(amounts(run({ members: later, expenses: [expense('2027-03-02', 10_000)] }), 'expense')).toEqual([10_000]);
  });

  it('gives a member without a share no part (and no line) of an expense split by share', () => {
    const s = run({ members: [...partners, member(4, 'Guest', null)], expenses: [expense('2027-03-12', 10_001, { split: 'by_share' })] });
    expect(amounts(s, 'expense')).toEqual([5001, 2500, 2500, 0]);
    expect(s.members.map((m) => m.userId)).toEqual([1, 2, 3, 4]);
    expect(linesOf(s, 4)).toEqual([]);
  });

  it('charges nobody for an expense paid from a reserve', () => {
    const s = run({ expenses: [expense('2027-03-12', 500_000, { fromReserve: 'engine', shareId: 7, description: 'Cylinder 3' })] });
    expect(s.members.flatMap((m) => m.lines)).toEqual([]);
    expect(s.groupCostsCents).toBe(0);
  });

  it('bills an item of an earlier month as a correction', () => {
    const s = run({
      rules: [rule({ hourlyRateCents: 10_000 })],
      expenses: [expense('2027-02-20', 3000, { description: 'Oil' })], flights: [flight(1, '2027-02-27')],
    });
    expect(linesOf(s, 1).map((l) => l.description)).toEqual([
      'Correction for February 2027: N36TB, February 27: 1.6 h (Hobbs) at $100/h',
      'Correction for February 2027: Oil, February 20: $30 split equally among 3',
    ]);
  });
});

describe('balances', () => {
  it('carries the previous balance and credits payments', () => {
    const s = run({
      rules: [rule({ duesCents: 15_000 })], previousBalances: new Map([[2, 20_000], [3, 0], [9, -500]]),
      payments: [payment(2, '2027-03-05', 20_000), payment(3, '2027-02-28', 1000)],
      members: [...partners, member(9, 'Left Early', null, '2026-01-01', '2027-01-31')],
    });
    const ann = s.members.find((m) => m.userId === 2)!;
    expect(ann.lines.map((l) => [l.kind, l.description, l.amountCents])).toEqual([
      ['previous_balance', 'Balance from February 2027', 20_000], ['dues', 'Dues for March 2027', 15_000], ['payment', 'Payment, March 5: thank you', -20_000],
    ]);
    expect(ann).toMatchObject({ chargesCents: 15_000, totalCents: 15_000 });
    expect(s.members.find((m) => m.userId === 3)).toMatchObject({ chargesCents: 15_000, totalCents: 14_000 });
    expect(linesOf(s, 3).at(-1)!.description).toBe('Payment, February 28, 2027: thank you');
    // A former member with a balance still gets a statement.
    expect(s.members.find((m) => m.userId === 9)).toMatchObject({ name: 'Left Early', chargesCents: 0, totalCents: -500 });
  });
});

describe('statementProblems', () => {
  it('finds charges that do not add up and items after the month', () => {
    const i = input({ rules: [rule({ duesCents: 10_000 })], expenses: [expense('2027-04-02', 500)] });
    const s = monthStatement(i);
    expect(statementProblems(i, s)).toEqual(['"Annual inspection" is dated 2027-04-02, after March 2027.']);
    const tampered = { ...s, members: s.members.map((m, k) => (k ? m : { ...m, chargesCents: m.chargesCents + 1, lines: [...m.lines, { kind: 'dues' as const, description: 'x', amountCents: 1 }] })) };
    expect(statementProblems(i, tampered)[0]).toBe("The members' charges add up to $300.01, the group's costs are $300.");
  });

  it('never loses a cent over random months', () => {
    let seed = 39;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const day = () => `2027-03-${String(1 + Math.floor(random() * 31)).padStart(2, '0')}`;
    for (let run = 0; run < 300; run += 1) {
      const count = 1 + Math.floor(random() * 5);
      const club = random() < 0.3;
      const members = Array.from({ length: count }, (_, k) => member(k + 1, `M${k}`, club ? null : 1 + Math.floor(random() * 4000), random() < 0.3 ? day() : '2027-01-01', random() < 0.2 ? day() : null))
        .map((m) => (m.until !== null && m.until < m.since ? { ...m, until: m.since } : m));
      const rules = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, k) => rule({
        from: k ? day() : '2027-01-01', duesCents: Math.floor(random() * 99_999), duesSplit: pick(['per_member', 'by_share'] as const),
        hourlyRateCents: Math.floor(random() * 30_000), basis: pick(['hobbs', 'tach', 'block'] as const), wet: random() < 0.5,
        reservesPerHourCents: { engine: Math.floor(random() * 3000), propeller: Math.floor(random() * 700) },
      }));
      const i = input({
        members, rules,
        flights: Array.from({ length: Math.floor(random() * 6) }, () => flight(pick(members).userId, day(), { hobbs: Math.floor(random() * 50), tach: Math.floor(random() * 50), fuelCents: Math.floor(random() * 20_000) })),
        expenses: Array.from({ length: Math.floor(random() * 5) }, () => expense(day(), 1 + Math.floor(random() * 999_999), { split: pick(['equal', 'by_share'] as const), kind: pick(['expense', 'assessment'] as const), fromReserve: random() < 0.2 ? 'engine' : null })),
        payments: Array.from({ length: Math.floor(random() * 3) }, () => payment(pick(members).userId, day(), 1 + Math.floor(random() * 50_000))),
        previousBalances: new Map([[1, Math.floor(random() * 10_000) - 5000]]),
      });
      const s = monthStatement(i);
      expect(statementProblems(i, s)).toEqual([]);
      expect(s.members.flatMap((m) => m.lines).every((l) => Number.isInteger(l.amountCents))).toBe(true);
    }
  });
});
