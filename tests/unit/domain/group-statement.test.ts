import { describe, expect, it } from 'vitest';
import { allocate } from '../../../domain/money/allocate.js';
import type { CostRules, GroupExpense, GroupMember, GroupPayment, MemberFlight } from '../../../domain/group/group.js';
import { daysOf, lastDayOf, monthStatement, rulesOn, statementProblems, type StatementInput } from '../../../domain/group/statement.js';

const RULES: CostRules = {
  from: '2027-01-01', duesCents: 120_000, duesSplit: 'by_share', hourlyRateCents: 9_500, basis: 'hobbs', wet: false,
  reservesPerHourCents: { engine: 2_824, propeller: 300 }, aircraft: [], limits: { maxActiveBookings: null, maxWeekendDaysPerMonth: null },
};
const member = (userId: number, bp: number | null, since = '2027-01-01', until: string | null = null): GroupMember =>
  ({ userId, name: `Member ${userId}`, role: userId === 1 ? 'owner' : 'member', shareBasisPoints: bp, since, until });
const flight = (userId: number, date: string, hobbs: number, extra: Partial<MemberFlight> = {}): MemberFlight =>
  ({ bookingId: userId * 100 + Number(date.slice(8)), userId, shareId: 5, aircraftLabel: 'N36TB', date, hobbs, tach: hobbs - 3, block: null, fuelCents: 0, statementMonth: null, ...extra });
let nextId = 1;
const expense = (date: string, amountCents: number, split: 'equal' | 'by_share', extra: Partial<GroupExpense> = {}): GroupExpense => ({
  id: nextId++, date, kind: 'expense', description: 'Annual inspection', amountCents, split, shareId: 5, fromReserve: null, receiptKey: null,
  createdBy: 1, createdAt: new Date(), statementMonth: null, ...extra,
});
const payment = (userId: number, amountCents: number, date: string): GroupPayment =>
  ({ id: nextId++, userId, amountCents, date, method: 'recorded', recordedBy: userId, createdAt: new Date(), statementMonth: null });

const input = (over: Partial<StatementInput>): StatementInput => ({
  month: '2027-03', members: [member(1, 2500), member(2, 2500), member(3, 5000)], rules: [RULES], flights: [], expenses: [], payments: [],
  previousBalances: new Map(), ...over,
});
const linesOf = (s: ReturnType<typeof monthStatement>, userId: number) => s.members.find((m) => m.userId === userId)!.lines;
const sumOf = (s: ReturnType<typeof monthStatement>, userId: number, kind: string) =>
  linesOf(s, userId).filter((l) => l.kind === kind).reduce((a, l) => a + l.amountCents, 0);

describe('allocate', () => {
  it('splits into parts that add up exactly, the leftover cents to the largest remainders', () => {
    expect(allocate(10_000, [1, 1, 1])).toEqual([3_334, 3_333, 3_333]);
    expect(allocate(100, [2500, 2500, 5000])).toEqual([25, 25, 50]);
    expect(allocate(101, [1, 2])).toEqual([34, 67]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(7, [0, 0])).toEqual([4, 3]);
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(1, [-1])).toThrow(RangeError);
  });
});

describe('the calendar of a month', () => {
  it('knows its days and the rule of each', () => {
    expect(daysOf('2027-02')).toHaveLength(28);
    expect(daysOf('2028-02')).toHaveLength(29);
    expect(lastDayOf('2027-04')).toBe('2027-04-30');
    const later = { ...RULES, from: '2027-03-16' };
    expect(rulesOn([later, RULES], '2027-03-15')).toBe(RULES);
    expect(rulesOn([later, RULES], '2027-03-16')).toBe(later);
    expect(rulesOn([later], '2027-03-01')).toBeNull();
  });
});

describe('monthStatement', () => {
  it('splits dues by share, and charges each member dues per member when the rule says so', () => {
    const byShare = monthStatement(input({}));
    expect([1, 2, 3].map((id) => sumOf(byShare, id, 'dues'))).toEqual([30_000, 30_000, 60_000]);
    const perMember = monthStatement(input({ rules: [{ ...RULES, duesSplit: 'per_member', duesCents: 9_500 }] }));
    expect([1, 2, 3].map((id) => sumOf(perMember, id, 'dues'))).toEqual([9_500, 9_500, 9_500]);
    expect(perMember.groupCostsCents).toBe(28_500);
  });

  it('charges a member who joins mid-month pro rata, and one who leaves until his last day', () => {
    // March has 31 days: from the 16th is 16 days; until the 15th is 15.
    const s = monthStatement(input({
      rules: [{ ...RULES, duesSplit: 'per_member', duesCents: 31_000 }],
      members: [member(1, null), member(2, null, '2027-03-16'), member(3, null, '2027-01-01', '2027-03-15')],
    }));
    expect([1, 2, 3].map((id) => sumOf(s, id, 'dues'))).toEqual([31_000, 16_000, 15_000]);
    // By share, each day's dues go to the members of that day: the group's dues are whole.
    const byShare = monthStatement(input({ members: [member(1, 5000), member(2, 5000, '2027-03-16')] }));
    expect(sumOf(byShare, 1, 'dues') + sumOf(byShare, 2, 'dues')).toBe(120_000);
    expect(sumOf(byShare, 2, 'dues')).toBe(Math.round((120_000 * 16) / 31 / 2));
  });

  it('applies a rule that changes mid-month from its day, to dues and flights', () => {
    const raise = { ...RULES, from: '2027-03-16', duesCents: 151_000, hourlyRateCents: 11_000 };
    const s = monthStatement(input({ rules: [RULES, raise], flights: [flight(1, '2027-03-10', 20), flight(1, '2027-03-20', 20)] }));
    // 15 days at $1,200 and 16 at $1,510, over 31 days: $1,360 for the group.
    expect(s.groupCostsCents - (19_000 + 22_000) - 2 * (5_648 + 600)).toBe(136_000);
    expect(linesOf(s, 1).filter((l) => l.kind === 'flight').map((l) => l.amountCents)).toEqual([19_000, 22_000]);
  });

  it('charges each flight on the rule\'s basis with each reserve, and credits fuel only on a wet rate', () => {
    const f = flight(2, '2027-03-05', 16, { tach: 13, fuelCents: 6_120 });
    const dry = monthStatement(input({ flights: [f] }));
    expect(linesOf(dry, 2).filter((l) => l.kind !== 'dues').map((l) => [l.kind, l.amountCents])).toEqual([
      ['flight', 15_200], ['reserve_engine', 4_518], ['reserve_propeller', 480],
    ]);
    const wet = monthStatement(input({ flights: [f], rules: [{ ...RULES, basis: 'tach', wet: true, reservesPerHourCents: { engine: 0, propeller: 0 } }] }));
    expect(linesOf(wet, 2).filter((l) => l.kind !== 'dues').map((l) => [l.kind, l.amountCents])).toEqual([['flight', 12_350], ['fuel_credit', -6_120]]);
    expect(wet.reservesCents).toEqual([]);
    expect(dry.reservesCents).toEqual([{ shareId: 5, engine: 4_518, propeller: 480 }]);
  });

  it('splits an expense equally or by share among the members of its day, and charges nobody for one paid from a reserve', () => {
    const equal = expense('2027-03-12', 10_000, 'equal');
    const byShare = expense('2027-03-12', 412_000, 'by_share');
    const fromReserve = expense('2027-03-20', 900_000, 'equal', { fromReserve: 'engine' });
    const s = monthStatement(input({ expenses: [equal, byShare, fromReserve] }));
    expect([1, 2, 3].map((id) => sumOf(s, id, 'expense'))).toEqual([3_334 + 103_000, 3_333 + 103_000, 3_333 + 206_000]);
    expect(statementProblems(input({ expenses: [equal, byShare, fromReserve] }), s)).toEqual([]);
  });

  it('says an item of an earlier month is a correction, and carries the previous balance and the payments', () => {
    const late = expense('2027-02-20', 3_000, 'equal', { description: 'Tie-down' });
    const s = monthStatement(input({
      expenses: [late], payments: [payment(3, 50_000, '2027-03-04')], previousBalances: new Map([[3, 60_000], [9, 1_000]]),
    }));
    expect(linesOf(s, 1).find((l) => l.kind === 'expense')!.description).toMatch(/^Correction for February 2027: Tie-down/);
    const three = s.members.find((m) => m.userId === 3)!;
    expect(three.lines.slice(0, 2).map((l) => [l.kind, l.amountCents])).toEqual([['previous_balance', 60_000], ['payment', -50_000]]);
    expect(three.totalCents).toBe(60_000 - 50_000 + three.chargesCents);
    // A former member with a balance still gets his statement.
    expect(s.members.find((m) => m.userId === 9)).toMatchObject({ totalCents: 1_000, chargesCents: 0 });
  });

  it('never loses a cent: on random months the members\' charges add up to the group\'s costs', () => {
    let seed = 39;
    const rand = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    for (let run = 0; run < 200; run++) {
      const count = 1 + rand(5);
      const shares = allocate(10_000 - rand(3) * 500, Array.from({ length: count }, () => 1 + rand(4)));
      const members = shares.map((bp, i) => member(i + 1, bp, `2027-03-${String(1 + rand(28)).padStart(2, '0')}`));
      members[0]!.since = '2027-01-01';
      const rules = [{ ...RULES, duesCents: rand(300_000), duesSplit: rand(2) ? 'by_share' as const : 'per_member' as const, hourlyRateCents: rand(20_000), wet: !!rand(2) },
        { ...RULES, from: '2027-03-15', duesCents: rand(300_000), reservesPerHourCents: { engine: rand(4_000), propeller: rand(700) } }];
      const i = input({
        members, rules,
        flights: Array.from({ length: rand(6) }, (_, k) => flight(1 + rand(count), `2027-03-${String(1 + rand(31)).padStart(2, '0')}`, 1 + rand(60), { bookingId: k + 1, fuelCents: rand(9_000) })),
        expenses: Array.from({ length: rand(5) }, () => expense(`2027-03-${String(1 + rand(31)).padStart(2, '0')}`, 1 + rand(500_000), rand(2) ? 'equal' : 'by_share')),
      });
      const s = monthStatement(i);
      expect(statementProblems(i, s)).toEqual([]);
      expect(s.members.reduce((a, m) => a + m.chargesCents, 0)).toBe(s.groupCostsCents);
    }
  });

  it('finds a statement whose lines do not add up', () => {
    const i = input({ expenses: [expense('2027-03-12', 10_000, 'equal')] });
    const s = monthStatement(i);
    s.members[0]!.chargesCents += 1;
    expect(statementProblems(i, s)[0]).toMatch(/^The members' charges add up to/);
  });
});
