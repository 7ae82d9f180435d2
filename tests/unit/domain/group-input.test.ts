import { describe, expect, it } from 'vitest';
import type { Group, GroupMember } from '../../../domain/group/group.js';
import {
  GROUP_MESSAGES as M, basisPointsToPercent, percentToBasisPoints, readExpenseInput, readGroupInput, readLeaveInput, readMemberChangeInput, readMemberInput,
  readPaymentInput, readRulesInput, readStatementMonth,
} from '../../../domain/group/group-input.js';

const member = (userId: number, name: string, share: number | null, until: string | null = null): GroupMember => ({
  userId, name, role: userId === 1 ? 'owner' : 'member', shareBasisPoints: share, since: '2027-01-10', until,
});
const group: Group = {
  id: 4, name: 'N36TB partners', kind: 'partnership', shareIds: [7, 8], members: [member(1, 'Tom Hadley', 5000), member(2, 'Ann Lee', 2500)],
  rules: [], createdOn: '2027-01-10', createdAt: new Date('2027-01-10T12:00:00Z'),
};
const today = '2027-03-20';
const errorsOf = (read: { ok: boolean; errors?: Record<string, string[]> }) => (read.ok ? {} : read.errors);

describe('percent and basis points', () => {
  it('converts both ways', () => {
    expect(percentToBasisPoints(33.33)).toBe(3333);
    expect(percentToBasisPoints(25)).toBe(2500);
    expect(basisPointsToPercent(3333)).toBe(33.33);
  });
});

describe('a group', () => {
  it('reads the name and listings', () => {
    expect(readGroupInput({ name: ' N36TB partners ', shareIds: [7, '8', 7] })).toEqual({ ok: true, value: { name: 'N36TB partners', shareIds: [7, 8] } });
    expect(errorsOf(readGroupInput({ name: '', shareIds: [] }))).toEqual({ name: [M.nameNeeded], shareIds: [M.shareIds] });
    expect(errorsOf(readGroupInput([]))).toEqual({ group: [M.notAnObject] });
  });
});

describe('a member', () => {
  it('reads a partner with his share', () => {
    expect(readMemberInput({ userId: 3, role: 'treasurer', sharePercent: 25, since: '2027-03-01' }, group, today)).toEqual({
      ok: true, value: { userId: 3, email: null, role: 'treasurer', shareBasisPoints: 2500, since: '2027-03-01' },
    });
    expect(readMemberInput({ userId: 3, sharePercent: null }, group, today)).toEqual({ ok: true, value: { userId: 3, email: null, role: 'member', shareBasisPoints: null, since: today } });
  });

  it('reads a member given by his email (the server finds his account), and refuses an email that is not one', () => {
    expect(readMemberInput({ email: ' Grace@Example.org ', sharePercent: 10 }, group, today)).toEqual({
      ok: true, value: { userId: null, email: 'grace@example.org', role: 'member', shareBasisPoints: 1000, since: today },
    });
    expect(errorsOf(readMemberInput({ email: 'grace at example' }, group, today))).toEqual({ email: ['Please enter a valid email address'] });
    expect(errorsOf(readMemberInput({ email: '' }, group, today))).toEqual({ userId: [M.userId] });
  });

  it('refuses shares over 100 %', () => {
    expect(errorsOf(readMemberInput({ userId: 3, sharePercent: 50, since: '2027-03-01' }, group, today))).toEqual({
      sharePercent: ["The members' shares add up to 125 %: at most 100 %."],
    });
    // Ann leaves on March 31: from April on her 25 % is free.
    const leaving = { ...group, members: [member(1, 'Tom Hadley', 5000), member(2, 'Ann Lee', 2500, '2027-03-31')] };
    expect(readMemberInput({ userId: 3, sharePercent: 50, since: '2027-04-01' }, leaving, today).ok).toBe(true);
    expect(errorsOf(readMemberInput({ userId: 3, sharePercent: 33.333 }, group, today))).toEqual({ sharePercent: [M.sharePercent] });
    expect(errorsOf(readMemberInput({ userId: 3, sharePercent: 0 }, group, today))).toEqual({ sharePercent: [M.sharePercent] });
    expect(errorsOf(readMemberInput({ userId: 3, sharePercent: 101 }, group, today))).toEqual({ sharePercent: [M.sharePercent] });
  });

  it('refuses a start before the group existed, a member twice, a share in a club', () => {
    expect(errorsOf(readMemberInput({ userId: 3, since: '2027-01-09' }, group, today))).toEqual({
      since: ['The start date cannot be before the group existed: it was created on January 10, 2027.'],
    });
    expect(errorsOf(readMemberInput({ userId: 2, sharePercent: 10 }, group, today))).toEqual({ userId: [M.alreadyMember('Ann Lee')] });
    expect(errorsOf(readMemberInput({ userId: 3, sharePercent: 10 }, { ...group, kind: 'club' }, today))).toEqual({ sharePercent: [M.clubShare] });
    expect(errorsOf(readMemberInput({ userId: 'x', role: 'owner' }, group, today))).toEqual({ userId: [M.userId], role: [M.role] });
  });

  it('reads a leaving date', () => {
    expect(readLeaveInput({ until: '2027-03-31' }, group.members[1]!)).toEqual({ ok: true, value: { until: '2027-03-31' } });
    expect(errorsOf(readLeaveInput({ until: '2027-01-01' }, group.members[1]!))).toEqual({ until: ['A member cannot leave before he joined, on January 10, 2027.'] });
    expect(errorsOf(readLeaveInput({ until: '2027-04-01' }, member(2, 'Ann', 1, '2027-03-01')))).toEqual({ until: ['This member left the group on March 1, 2027 already.'] });
  });
});

describe("a member's change", () => {
  const [tom, ann] = [group.members[0]!, group.members[1]!];
  it('changes a role, a share or both, the owner keeping his role', () => {
    expect(readMemberChangeInput({ role: 'treasurer' }, group, ann, today)).toEqual({ ok: true, value: { role: 'treasurer', shareBasisPoints: 2500 } });
    expect(readMemberChangeInput({ sharePercent: 50 }, group, ann, today)).toEqual({ ok: true, value: { role: 'member', shareBasisPoints: 5000 } });
    expect(readMemberChangeInput({ sharePercent: '40', role: 'owner' }, group, tom, today)).toEqual({ ok: true, value: { role: 'owner', shareBasisPoints: 4000 } });
    expect(readMemberChangeInput({ sharePercent: null }, group, ann, today)).toEqual({ ok: true, value: { role: 'member', shareBasisPoints: null } });
  });

  it("refuses shares over 100 % with the others still there, the owner's role, nothing to change, a club's share, a member who left", () => {
    expect(errorsOf(readMemberChangeInput({ sharePercent: 50.01 }, group, ann, today))).toEqual({ sharePercent: ["The members' shares add up to 100.01 %: at most 100 %."] });
    // Ann left on March 1: her 25 % no longer counts against Tom's.
    const annGone = { ...group, members: [tom, { ...ann, until: '2027-03-01' }] };
    expect(readMemberChangeInput({ sharePercent: 100 }, annGone, tom, today).ok).toBe(true);
    expect(errorsOf(readMemberChangeInput({ role: 'treasurer' }, annGone, annGone.members[1]!, today))).toEqual({ userId: [M.changeAfterLeaving('March 1, 2027')] });
    expect(errorsOf(readMemberChangeInput({ role: 'treasurer' }, group, tom, today))).toEqual({ role: [M.ownerRole] });
    expect(errorsOf(readMemberChangeInput({ role: 'owner' }, group, ann, today))).toEqual({ role: [M.role] });
    expect(errorsOf(readMemberChangeInput({}, group, ann, today))).toEqual({ role: [M.nothingToChange] });
    expect(errorsOf(readMemberChangeInput({ sharePercent: 10 }, { ...group, kind: 'club' }, ann, today))).toEqual({ sharePercent: [M.clubShare] });
    expect(errorsOf(readMemberChangeInput({ sharePercent: 0 }, group, ann, today))).toEqual({ sharePercent: [M.sharePercent] });
    expect(errorsOf(readMemberChangeInput('x', group, ann, today))).toEqual({ member: [M.notAnObject] });
  });
});

describe('cost rules', () => {
  const rules = { from: '2027-03-01', duesCents: 15_000, duesSplit: 'per_member', hourlyRateCents: 21_000, basis: 'hobbs' };

  it('reads them with their defaults', () => {
    expect(readRulesInput(rules, group)).toEqual({
      ok: true,
      value: {
        ...rules, wet: false, reservesPerHourCents: { engine: 0, propeller: 0 }, aircraft: [], limits: { maxActiveBookings: null, maxWeekendDaysPerMonth: null },
      },
    });
    const full = readRulesInput({
      ...rules, wet: true, reservesPerHourCents: { engine: 1500, propeller: 250 },
      aircraft: [{ shareId: 8, hourlyRateCents: 25_000, reservesPerHourCents: { engine: 2000 } }], limits: { maxActiveBookings: 2, maxWeekendDaysPerMonth: 4 },
    }, group);
    expect(full).toMatchObject({ ok: true, value: { wet: true, aircraft: [{ shareId: 8, hourlyRateCents: 25_000, reservesPerHourCents: { engine: 2000, propeller: 0 } }], limits: { maxActiveBookings: 2, maxWeekendDaysPerMonth: 4 } } });
  });

  it('refuses a rule before the group existed and bad amounts', () => {
    expect(errorsOf(readRulesInput({ ...rules, from: '2027-01-01' }, group))).toEqual({
      from: ['The date the rules apply from cannot be before the group existed: it was created on January 10, 2027.'],
    });
    expect(errorsOf(readRulesInput({ ...rules, duesCents: -1, hourlyRateCents: 1.5, basis: 'meter', duesSplit: 'x', reservesPerHourCents: { engine: -5 } }, group))).toEqual({
      duesCents: ['The dues must be a whole number of cents of 0 or more.'], duesSplit: [M.duesSplit],
      hourlyRateCents: ['The hourly rate must be a whole number of cents of 0 or more.'], basis: [M.basis],
      'reservesPerHourCents.engine': ['The engine reserve per hour must be a whole number of cents of 0 or more.'],
    });
    expect(errorsOf(readRulesInput({ ...rules, aircraft: [{ shareId: 9, hourlyRateCents: 1 }], limits: { maxActiveBookings: 0 } }, group))).toEqual({
      aircraft: [M.notGroupAircraft('9')], 'limits.maxActiveBookings': [M.limit('The most bookings a member holds at once')],
    });
  });
});

describe('an expense', () => {
  const expense = { date: '2027-03-12', description: 'Annual inspection', amountCents: 240_000, split: 'by_share' };

  it('reads it, from a multipart form too', () => {
    expect(readExpenseInput(expense, group, today)).toEqual({
      ok: true, value: { ...expense, kind: 'expense', shareId: null, fromReserve: null },
    });
    expect(readExpenseInput({ ...expense, amountCents: '240000', shareId: '7', fromReserve: 'engine' }, group, today)).toMatchObject({
      ok: true, value: { amountCents: 240_000, shareId: 7, fromReserve: 'engine' },
    });
    expect(readExpenseInput({ ...expense, fromReserve: 'engine' }, { ...group, shareIds: [7] }, today)).toMatchObject({ ok: true, value: { shareId: 7 } });
  });

  it('refuses a negative or zero amount, a date out of range, no split', () => {
    expect(errorsOf(readExpenseInput({ ...expense, amountCents: -100 }, group, today))).toEqual({ amountCents: [M.expenseAmount] });
    expect(errorsOf(readExpenseInput({ ...expense, amountCents: 0 }, group, today))).toEqual({ amountCents: [M.expenseAmount] });
    expect(errorsOf(readExpenseInput({ ...expense, date: '2027-03-21', split: 'half' }, group, today))).toEqual({
      date: ['The date cannot be in the future.'], split: [M.expenseSplit],
    });
    expect(errorsOf(readExpenseInput({ ...expense, date: '2027-01-09' }, group, today))).toEqual({
      date: ['The date cannot be before the group existed: it was created on January 10, 2027.'],
    });
    expect(errorsOf(readExpenseInput({ ...expense, fromReserve: 'engine' }, group, today))).toEqual({ fromReserve: [M.reserveAircraft] });
    expect(errorsOf(readExpenseInput({ ...expense, kind: 'assessment', fromReserve: 'engine', shareId: 7 }, group, today))).toEqual({ fromReserve: [M.reserveAssessment] });
    expect(errorsOf(readExpenseInput({ ...expense, shareId: 99, description: ' ' }, group, today))).toEqual({
      description: [M.descriptionNeeded], shareId: [M.notGroupAircraft('99')],
    });
  });
});

describe('a payment', () => {
  it('reads a member\'s payment and refuses a stranger\'s', () => {
    expect(readPaymentInput({ userId: 2, amountCents: 25_000 }, group, today)).toEqual({ ok: true, value: { userId: 2, amountCents: 25_000, date: today } });
    expect(errorsOf(readPaymentInput({ userId: 9, amountCents: 0, date: '2027-04-01' }, group, today))).toEqual({
      userId: [M.notAMember], amountCents: [M.paymentAmount], date: ['The date cannot be in the future.'],
    });
  });
});

describe('a statement month', () => {
  it('takes a month that is over, not before the group', () => {
    expect(readStatementMonth('2027-02', group, today)).toEqual({ ok: true, value: '2027-02' });
    expect(readStatementMonth('2027-02', group, '2027-03-01')).toEqual({ ok: true, value: '2027-02' });
    expect(errorsOf(readStatementMonth('2027-03', group, today))).toEqual({
      month: ['The statement for March 2027 can be issued once the month is over, from April 1, 2027.'],
    });
    expect(errorsOf(readStatementMonth('2027-03', group, '2027-03-31'))).toEqual({ month: [M.monthNotOver('March 2027', 'April 1, 2027')] });
    expect(errorsOf(readStatementMonth('2026-12', group, today))).toEqual({ month: ['The group began in January 2027: there is no statement before it.'] });
    expect(errorsOf(readStatementMonth('2027-13', group, today))).toEqual({ month: [M.month] });
  });
});
