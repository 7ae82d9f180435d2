import { describe, expect, it } from 'vitest';
import type { MaintenanceItem, Squawk, SquawkSeverity, SquawkState } from '../../../domain/maintenance/maintenance.js';
import { aircraftStatus, dueText, groundingReason, squawkTitle, squawkWeight, statusLine } from '../../../domain/maintenance/status.js';

let nextId = 1;
const item = (changes: Partial<MaintenanceItem>): MaintenanceItem => ({
  id: nextId++, shareId: 7, kind: 'annual', title: 'Annual inspection', intervalMonths: 12, intervalHours: null,
  lastDoneOn: null, lastDoneHours: null, dueOn: null, dueHours: null, createdAt: new Date('2026-01-01T00:00:00Z'), active: true, ...changes,
});
const annual = (dueOn: string) => item({ kind: 'annual', dueOn, lastDoneOn: '2026-03-10' });
const oil = (dueHours: number, dueOn: string | null = null) =>
  item({ kind: 'oil', title: 'Oil change', intervalMonths: 4, intervalHours: 500, dueHours, dueOn });
const squawk = (text: string, severity: SquawkSeverity, state: SquawkState, at = '2027-03-01T12:00:00Z'): Squawk => ({
  id: nextId++, shareId: 7, bookingId: null, source: 'pilot', reportedBy: { userId: 3, name: 'Ann Pilot', mechanicEmail: null },
  text, severity, state, photos: [], createdAt: new Date(at), closedAt: null, events: [],
});
const statusOf = (items: MaintenanceItem[], squawks: Squawk[] = [], meter: number | null = 12_000, today = '2027-03-01') =>
  aircraftStatus({ items, squawks, meter, today });

describe('what a squawk weighs', () => {
  it('is red for a grounding answer or an unanswered grounding report', () => {
    expect(squawkWeight({ severity: 'grounding', state: 'open' })).toBe('red');
    expect(squawkWeight({ severity: 'info', state: 'grounding' })).toBe('red');
    expect(squawkWeight({ severity: 'deferred', state: 'grounding' })).toBe('red');
  });

  it('is amber for a deferral or an unanswered deferred report', () => {
    expect(squawkWeight({ severity: 'deferred', state: 'open' })).toBe('amber');
    expect(squawkWeight({ severity: 'grounding', state: 'deferred' })).toBe('amber');
    expect(squawkWeight({ severity: 'info', state: 'deferred' })).toBe('amber');
  });

  it('is nothing for an open info squawk or a fixed one', () => {
    expect(squawkWeight({ severity: 'info', state: 'open' })).toBe('none');
    expect(squawkWeight({ severity: 'grounding', state: 'fixed' })).toBe('none');
    expect(squawkWeight({ severity: 'deferred', state: 'fixed' })).toBe('none');
  });
});

describe("an aircraft's status", () => {
  it('is green when nothing is due within 30 days or 10 hours', () => {
    const status = statusOf([annual('2027-03-31'), oil(12_101)], [], 12_000, '2027-02-28');
    expect(status).toMatchObject({ status: 'green', reasons: [], meter: 12_000 });
    expect(status.items.map((entry) => entry.state)).toEqual(['ok', 'ok']);
  });

  it('is amber at exactly 30 days and exactly 10 hours before a due', () => {
    expect(statusOf([annual('2027-03-31')], [], 12_000, '2027-03-01')).toMatchObject({
      status: 'amber', reasons: ['The annual inspection is due on March 31, 2027, in 30 days.'],
    });
    expect(statusOf([oil(12_100)], [], 12_000)).toMatchObject({ status: 'amber', reasons: ['The oil change is due in 10.0 hours.'] });
    expect(statusOf([oil(12_101)], [], 12_000).status).toBe('green');
  });

  it('is red the day after a date due and at the hours due', () => {
    expect(statusOf([annual('2027-03-31')], [], 12_000, '2027-04-01')).toMatchObject({
      status: 'red', reasons: ['The annual inspection is overdue since April 1, 2027.'],
    });
    expect(statusOf([annual('2027-03-31')], [], 12_000, '2027-03-31').status).toBe('amber');
    expect(statusOf([oil(12_000)], [], 12_000)).toMatchObject({
      status: 'red', reasons: ['The oil change is overdue: it was due at 1,200.0 hours and the meter reads 1,200.0.'],
    });
  });

  it('takes the worse of an item with both limits', () => {
    const status = statusOf([oil(12_050, '2027-06-01')], [], 12_000);
    expect(status).toMatchObject({ status: 'amber', reasons: ['The oil change is due in 5.0 hours.'] });
    expect(status.items[0]!.dueText).toBe('Due on June 1, 2027 or at 1,205.0 hours (5.0 left), whichever comes first');
  });

  it('is red with a grounding squawk open, amber with a deferred one, and lists info squawks without a colour', () => {
    expect(statusOf([], [squawk('Left brake soft', 'grounding', 'open')])).toMatchObject({
      status: 'red', reasons: ['A grounding squawk is open: Left brake soft.'],
    });
    expect(statusOf([], [squawk('Nav light out.\nLeft wing', 'deferred', 'deferred')])).toMatchObject({
      status: 'amber', reasons: ['A deferred squawk is open: Nav light out.'],
    });
    const info = statusOf([], [squawk('Seat cushion torn', 'info', 'open'), squawk('Door seal', 'grounding', 'fixed')]);
    expect(info).toMatchObject({ status: 'green', reasons: [] });
    expect(info.openSquawks.map((s) => s.text)).toEqual(['Seat cushion torn']);
  });

  it('gives the reasons worst first and the open squawks newest first', () => {
    const status = statusOf(
      [oil(12_080), annual('2027-02-27')],
      [squawk('Deferred one', 'deferred', 'open', '2027-02-01T00:00:00Z'), squawk('Grounding one', 'grounding', 'grounding', '2027-02-02T00:00:00Z')],
      12_000,
    );
    expect(status.status).toBe('red');
    expect(status.reasons).toEqual([
      'The annual inspection is overdue since February 28, 2027.',
      'A grounding squawk is open: Grounding one.',
      'The oil change is due in 8.0 hours.',
      'A deferred squawk is open: Deferred one.',
    ]);
    expect(status.openSquawks.map((s) => s.text)).toEqual(['Grounding one', 'Deferred one']);
  });

  it('gives only the overdue limit of an item overdue by one and due soon by the other', () => {
    expect(statusOf([oil(12_050, '2027-02-20')], [], 12_000)).toMatchObject({
      status: 'red', reasons: ['The oil change is overdue since February 21, 2027.'],
    });
    expect(statusOf([oil(11_990, '2027-02-20')], [], 12_000).reasons).toEqual([
      'The oil change is overdue since February 21, 2027.',
      'The oil change is overdue: it was due at 1,199.0 hours and the meter reads 1,200.0.',
    ]);
  });

  it('is the same for the same facts, and leaves the given lists as they were', () => {
    const squawks = [squawk('Older', 'deferred', 'open', '2027-01-01T00:00:00Z'), squawk('Newer', 'info', 'open', '2027-02-01T00:00:00Z')];
    const items = [oil(12_050), annual('2027-09-30')];
    const first = statusOf(items, squawks);
    expect(statusOf(items, squawks)).toEqual(first);
    expect(squawks.map((s) => s.text)).toEqual(['Older', 'Newer']);
    expect(first.openSquawks.map((s) => s.text)).toEqual(['Newer', 'Older']);
  });

  it('ignores items the owner removed', () => {
    expect(statusOf([{ ...annual('2026-01-31'), active: false }])).toMatchObject({ status: 'green', reasons: [], items: [] });
  });

  it("names an AD or the owner's own item by its title", () => {
    const ad = item({ kind: 'ad', title: 'AD 2011-10-09 (fuel selector)', intervalMonths: 12, dueOn: '2027-02-01' });
    expect(statusOf([ad]).reasons).toEqual(['AD 2011-10-09 (fuel selector) is overdue since February 2, 2027.']);
    const elt = item({ kind: 'elt_battery', title: 'ELT battery', intervalMonths: 60, dueOn: '2027-03-10' });
    expect(statusOf([elt]).reasons).toEqual(['The ELT battery is due on March 10, 2027, in 9 days.']);
  });

  it('leaves the hours unknown without a meter, and says so', () => {
    const status = statusOf([oil(12_000)], [], null);
    expect(status).toMatchObject({ status: 'green', meter: null });
    expect(status.items[0]!.dueText).toBe('Due at 1,200.0 hours (no tach reading recorded yet)');
  });
});

describe('the due texts', () => {
  it('says when an item is due, how many hours are left, or since when it is overdue', () => {
    expect(dueText({ dueOn: '2027-03-31', dueHours: null }, '2027-03-01', null)).toBe('Due on March 31, 2027');
    expect(dueText({ dueOn: null, dueHours: 12_345 }, '2027-03-01', 12_220)).toBe('Due at 1,234.5 hours (12.5 left)');
    expect(dueText({ dueOn: '2027-03-01', dueHours: null }, '2027-03-05', null)).toBe('Overdue since March 2, 2027');
    expect(dueText({ dueOn: null, dueHours: 12_000 }, '2027-03-05', 12_060)).toBe('Overdue: due at 1,200.0 hours, the meter reads 1,206.0');
    expect(dueText({ dueOn: null, dueHours: null }, '2027-03-05', 12_060)).toMatch(/^Not signed off on Wingshare yet/);
  });
});

describe("the pilots' short line", () => {
  it('gives the nearest due in rounded words when green', () => {
    expect(statusLine(statusOf([annual('2027-07-31'), oil(13_000)], [], 12_000, '2027-03-20'), '2027-03-20')).toBe('Airworthy; annual due in 4 months');
    expect(statusLine(statusOf([annual('2027-04-30')], [], 12_000, '2027-03-20'), '2027-03-20')).toBe('Airworthy; annual due in 41 days');
    expect(statusLine(statusOf([oil(13_000)], [], 12_000), '2027-03-01')).toBe('Airworthy; oil change due at 1,300.0 hours');
  });

  it('gives the first reason when amber or red', () => {
    expect(statusLine(statusOf([oil(12_060)]), '2027-03-01')).toBe('Airworthy; the oil change is due in 6.0 hours');
    expect(statusLine(statusOf([annual('2027-02-01')]), '2027-03-01')).toBe('Grounded: the annual inspection is overdue since February 2, 2027');
    expect(statusLine(statusOf([], [squawk('Left brake soft', 'grounding', 'open')]), '2027-03-01')).toBe('Grounded: a grounding squawk is open: Left brake soft');
  });

  it('says when nothing is recorded', () => {
    expect(statusLine(statusOf([]), '2027-03-01')).toBe('No maintenance recorded on Wingshare');
    expect(statusLine(statusOf([item({ kind: 'annual' })]), '2027-03-01')).toBe('No maintenance recorded on Wingshare');
  });
});

describe("the listing's grounding reason", () => {
  it('joins the reasons after its words, at most 500 characters', () => {
    expect(groundingReason(statusOf([annual('2027-02-01')], [squawk('Left brake soft', 'grounding', 'open')]))).toBe(
      'Maintenance: The annual inspection is overdue since February 2, 2027. A grounding squawk is open: Left brake soft.',
    );
    // Amber causes are not why it is grounded.
    expect(groundingReason(statusOf([annual('2027-02-01'), annual('2027-03-20')], [squawk('Cowl screw missing', 'deferred', 'open')]))).toBe(
      'Maintenance: The annual inspection is overdue since February 2, 2027.',
    );
    const many = statusOf([], Array.from({ length: 20 }, (_, n) => squawk(`Squawk number ${n} with a long enough text to fill the reason`, 'grounding', 'open')));
    const reason = groundingReason(many);
    expect(reason).toHaveLength(500);
    expect(reason.endsWith('…')).toBe(true);
  });
});

describe('squawk titles', () => {
  it('keep the first line, at most 80 characters', () => {
    expect(squawkTitle('  Left brake soft\nPedal goes to the floor')).toBe('Left brake soft');
    expect(squawkTitle('x'.repeat(100))).toHaveLength(80);
  });
});
