import { describe, expect, it } from 'vitest';
import {
  currencyOf, flightReviewCurrency, instrumentCurrency, nightPassengerCurrency, passengerCurrency, type CurrencyFlight,
} from '../../../../domain/pilot/logbook/currency.js';
import { currencyLines } from '../../../../domain/pilot/logbook/currency-text.js';

const f = (date: string, over: Partial<CurrencyFlight> = {}): CurrencyFlight => ({
  date, dayTakeoffs: 0, dayLandings: 0, nightTakeoffs: 0, nightLandings: 0, approaches: 0, holds: 0, flightReview: false, ipc: false, ...over,
});
const landings = (date: string, n: number) => f(date, { dayTakeoffs: n, dayLandings: n });
const night = (date: string, n: number) => f(date, { nightTakeoffs: n, nightLandings: n });

describe('flight review (61.56): 24 calendar months, ending on the month\'s last day', () => {
  it('counts from the later of the declared review and the log\'s', () => {
    expect(flightReviewCurrency([f('2025-03-10', { flightReview: true })], '2024-12-01', '2026-12-03')).toEqual({ current: true, until: '2027-03-31', last: '2025-03-10' });
    expect(flightReviewCurrency([f('2024-01-10', { flightReview: true })], '2025-01-15', '2026-12-03')).toMatchObject({ until: '2027-01-31', last: '2025-01-15' });
  });
  it('is current on the last day of the 24th month and not the day after', () => {
    expect(flightReviewCurrency([], '2024-12-01', '2026-12-31').current).toBe(true);
    expect(flightReviewCurrency([], '2024-12-01', '2027-01-01')).toEqual({ current: false, until: '2026-12-31', last: '2024-12-01' });
  });
  it('ends a February review on the 28th or 29th two years on', () => {
    expect(flightReviewCurrency([], '2026-02-10', '2026-03-01').until).toBe('2028-02-29');
    expect(flightReviewCurrency([], '2024-02-29', '2024-03-01').until).toBe('2026-02-28');
  });
  it('has nothing without a review, and ignores a review dated after today', () => {
    expect(flightReviewCurrency([], null, '2026-12-03')).toEqual({ current: false, until: null, last: null });
    expect(flightReviewCurrency([f('2026-12-10', { flightReview: true })], null, '2026-12-03').last).toBeNull();
  });
});

describe('passengers (61.57(a)): three takeoffs and landings in the preceding 90 days', () => {
  it('is current 90 days after the oldest of the three most recent', () => {
    const flights = [landings('2026-10-01', 1), landings('2026-11-01', 1), landings('2026-11-20', 1), landings('2026-05-01', 5)];
    expect(passengerCurrency(flights, '2026-12-03')).toEqual({ current: true, until: '2026-12-30' });
    expect(passengerCurrency(flights, '2026-12-31')).toEqual({ current: false, until: '2026-12-30' });
  });
  it('counts night landings for the day too, and needs both three takeoffs and three landings', () => {
    expect(passengerCurrency([night('2026-11-01', 3)], '2026-12-03').current).toBe(true);
    expect(passengerCurrency([f('2026-11-01', { dayTakeoffs: 3, dayLandings: 2 })], '2026-12-03')).toEqual({ current: false, until: null });
  });
  it('crosses a leap day: three landings on 2028-01-01 count through 2028-03-31', () => {
    expect(passengerCurrency([landings('2028-01-01', 3)], '2028-03-31')).toEqual({ current: true, until: '2028-03-31' });
    expect(passengerCurrency([landings('2027-01-01', 3)], '2027-04-01')).toEqual({ current: true, until: '2027-04-01' });
  });
});

describe('passengers at night (61.57(b)): night takeoffs and full-stop landings', () => {
  it('counts only the night ones', () => {
    const flights = [landings('2026-11-30', 5), night('2026-09-01', 2), night('2026-10-15', 1)];
    expect(nightPassengerCurrency(flights, '2026-11-30')).toEqual({ current: true, until: '2026-11-30' });
    expect(nightPassengerCurrency(flights, '2026-12-01')).toEqual({ current: false, until: '2026-11-30' });
    expect(nightPassengerCurrency([landings('2026-11-30', 5)], '2026-12-03')).toEqual({ current: false, until: null });
  });
});

describe('instrument (61.57(c),(d)): six approaches and a hold in 6 calendar months, 6 months of grace, then an IPC', () => {
  const tasks = [f('2026-03-05', { approaches: 4 }), f('2026-04-20', { approaches: 2, holds: 1 })];
  it('is current through the end of the 6th calendar month after the oldest task counted', () => {
    expect(instrumentCurrency(tasks, '2026-09-30')).toEqual({ current: true, until: '2026-09-30', status: 'current', graceUntil: '2027-03-31' });
  });
  it('is in grace for 6 more calendar months, then needs an IPC', () => {
    expect(instrumentCurrency(tasks, '2026-10-01').status).toBe('grace');
    expect(instrumentCurrency(tasks, '2027-03-31').status).toBe('grace');
    expect(instrumentCurrency(tasks, '2027-04-01').status).toBe('ipc_needed');
  });
  it('takes the tasks flown in grace, not those flown after it ran out', () => {
    const inGrace = [...tasks, f('2027-01-10', { approaches: 6, holds: 1 })];
    expect(instrumentCurrency(inGrace, '2027-02-01')).toMatchObject({ status: 'current', until: '2027-07-31' });
    const tooLate = [...tasks, f('2027-05-10', { approaches: 6, holds: 1 })];
    expect(instrumentCurrency(tooLate, '2027-06-01')).toMatchObject({ status: 'ipc_needed', until: '2026-09-30' });
  });
  it('is restored by an IPC, through the 6th calendar month after it', () => {
    const ipc = [...tasks, f('2027-05-10', { ipc: true, approaches: 3, holds: 1 })];
    expect(instrumentCurrency(ipc, '2027-06-01')).toMatchObject({ status: 'current', until: '2027-11-30' });
  });
  it('needs a hold: six approaches alone are not currency', () => {
    expect(instrumentCurrency([f('2026-11-01', { approaches: 6 })], '2026-12-03')).toEqual({ current: false, until: null, status: 'none', graceUntil: null });
  });
  it('ends an August task window on the last day of February, in a leap year the 29th', () => {
    expect(instrumentCurrency([f('2027-08-31', { approaches: 6, holds: 1 })], '2027-09-01').until).toBe('2028-02-29');
  });
});

describe('currencyOf and its words', () => {
  it('answers each rule with until when', () => {
    const c = currencyOf([landings('2026-11-20', 3), f('2026-10-01', { approaches: 6, holds: 2 })], '2025-06-01', '2026-12-03');
    const lines = currencyLines(c);
    expect(lines.map((l) => [l.label, l.tone])).toEqual([
      ['Flight review', 'current'], ['Passengers (day)', 'current'], ['Passengers at night', 'none'], ['Instrument (IFR)', 'current'],
    ]);
    expect(lines[0]!.text).toBe('Current until June 30, 2027 (last review June 1, 2025)');
    expect(lines[1]!.text).toBe('Current until February 18, 2027');
    expect(lines[3]!.text).toBe('Current until April 30, 2027');
  });
  it('words the grace and the IPC', () => {
    const grace = currencyOf([f('2026-01-10', { approaches: 6, holds: 1 })], null, '2026-08-15');
    expect(currencyLines(grace)[3]).toMatchObject({ tone: 'warning' });
    expect(currencyLines(grace)[3]!.text).toContain('Until January 31, 2027, six approaches and a hold');
    const ipc = currencyOf([f('2025-01-10', { approaches: 6, holds: 1 })], null, '2026-08-15');
    expect(currencyLines(ipc)[3]!.text).toContain('an instrument proficiency check is needed');
  });
});
