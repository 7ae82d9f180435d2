import { describe, expect, it } from 'vitest';
import type { StatusView } from '../../../domain/maintenance/maintenance-view';
import { periodWarnings } from '../../../web-public/src/components/maintenance/period-warnings';

const ZONE = 'America/Kentucky/Louisville';

const status = (items: Partial<StatusView['items'][number]>[], meter: number | null = null): StatusView =>
  ({
    shareId: 1,
    status: 'amber',
    reasons: [],
    line: '',
    items: items.map((i, n) => ({ id: n + 1, kind: 'annual', title: 'Annual inspection', intervalMonths: 12, intervalHours: null, lastDoneOn: null, lastDoneHours: null, dueOn: null, dueHours: null, state: 'due_soon', dueText: '', ...i })),
    openSquawks: [],
    meter,
    today: '2027-04-10',
  }) as StatusView;

describe("a booking period's maintenance warnings in the browser", () => {
  it('counts the last day in the airport\'s zone: a period ending at midnight ends the day before', () => {
    const annual = status([{ dueOn: '2027-04-14' }]);
    // 13 April 20:00 to 14 April 00:00 in Louisville (EDT, UTC-4) ends on the 13th: not warned.
    const toMidnight = { start: new Date('2027-04-14T00:00:00Z'), end: new Date('2027-04-14T04:00:00Z') };
    expect(periodWarnings(annual, toMidnight, ZONE)).toEqual([]);
    // A minute more and it ends on the 14th, the day the annual is due.
    const past = { start: toMidnight.start, end: new Date('2027-04-14T04:01:00Z') };
    expect(periodWarnings(annual, past, ZONE)).toEqual(['The annual inspection is due on April 14, 2027: this booking ends after it.']);
  });

  it('reads the hours of the wire as the tenths the rule counts, and the length in minutes', () => {
    const hundred = status([{ kind: 'hundred_hour', title: '100-hour inspection', intervalMonths: null, intervalHours: 100, dueHours: 1300 }], 1294);
    const eightHours = { start: new Date('2027-04-11T12:00:00Z'), end: new Date('2027-04-11T20:00:00Z') };
    expect(periodWarnings(hundred, eightHours, ZONE)).toEqual(['The 100-hour inspection is due in 6.0 hours: a booking of 8 hours may reach it.']);
    expect(periodWarnings(hundred, { start: eightHours.start, end: new Date('2027-04-11T17:00:00Z') }, ZONE)).toEqual([]);
  });

  it('says nothing of a period that ends before it starts', () => {
    expect(periodWarnings(status([{ dueOn: '2027-04-14' }]), { start: new Date('2027-04-14T12:00:00Z'), end: new Date('2027-04-14T11:00:00Z') }, ZONE)).toEqual([]);
  });
});
