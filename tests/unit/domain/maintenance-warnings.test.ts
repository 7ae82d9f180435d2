import { describe, expect, it } from 'vitest';
import { bookingWarnings } from '../../../domain/maintenance/booking-warnings.js';
import type { ItemKind } from '../../../domain/maintenance/maintenance.js';

const item = (kind: ItemKind, dueOn: string | null, dueHours: number | null, title = '') => ({ kind, title, dueOn, dueHours });
const annual = item('annual', '2027-03-14', null);
const hundredHour = item('hundred_hour', null, 13_000);

describe('the warnings of a booking', () => {
  it('warns when the booking ends on or after a date due', () => {
    const warning = 'The annual inspection is due on March 14, 2027: this booking ends after it.';
    expect(bookingWarnings({ items: [annual], endsOn: '2027-03-15', minutes: 120, meter: null })).toEqual([warning]);
    expect(bookingWarnings({ items: [annual], endsOn: '2027-03-14', minutes: 120, meter: null })).toEqual([warning]);
    expect(bookingWarnings({ items: [annual], endsOn: '2027-03-13', minutes: 120, meter: null })).toEqual([]);
  });

  it('says an item already past its date is overdue when it knows today', () => {
    expect(bookingWarnings({ items: [annual], endsOn: '2027-03-20', minutes: 120, meter: null, today: '2027-03-16' }))
      .toEqual(['The annual inspection is overdue since March 15, 2027.']);
    expect(bookingWarnings({ items: [annual], endsOn: '2027-03-20', minutes: 120, meter: null, today: '2027-03-14' }))
      .toEqual(['The annual inspection is due on March 14, 2027: this booking ends after it.']);
  });

  it('warns when the hours left are fewer than the booking is long', () => {
    expect(bookingWarnings({ items: [hundredHour], endsOn: '2027-03-01', minutes: 480, meter: 12_940 }))
      .toEqual(['The 100-hour inspection is due in 6.0 hours: a booking of 8 hours may reach it.']);
    expect(bookingWarnings({ items: [hundredHour], endsOn: '2027-03-01', minutes: 60, meter: 12_995 }))
      .toEqual(['The 100-hour inspection is due in 0.5 hours: a booking of 1 hour may reach it.']);
    expect(bookingWarnings({ items: [hundredHour], endsOn: '2027-03-01', minutes: 90, meter: 12_990 }))
      .toEqual(['The 100-hour inspection is due in 1.0 hours: a booking of 1.5 hours may reach it.']);
  });

  it('does not warn when the hours left cover the booking, or the meter is unknown', () => {
    expect(bookingWarnings({ items: [hundredHour], endsOn: '2027-03-01', minutes: 360, meter: 12_940 })).toEqual([]);
    expect(bookingWarnings({ items: [hundredHour], endsOn: '2027-03-01', minutes: 6000, meter: null })).toEqual([]);
  });

  it('says an item at or past its hours is overdue', () => {
    expect(bookingWarnings({ items: [hundredHour], endsOn: '2027-03-01', minutes: 60, meter: 13_000 }))
      .toEqual(['The 100-hour inspection is overdue: it was due at 1,300.0 hours and the meter reads 1,300.0.']);
  });

  it('warns for each limit of each item, by title for an AD', () => {
    const oil = item('oil', '2027-03-02', 12_950);
    const ad = item('ad', '2027-03-01', null, 'AD 2011-10-09 (fuel selector)');
    expect(bookingWarnings({ items: [oil, ad, item('custom', null, null, 'Never done')], endsOn: '2027-03-02', minutes: 600, meter: 12_900 })).toEqual([
      'The oil change is due on March 2, 2027: this booking ends after it.',
      'The oil change is due in 5.0 hours: a booking of 10 hours may reach it.',
      'AD 2011-10-09 (fuel selector) is due on March 1, 2027: this booking ends after it.',
    ]);
  });

  it('answers nothing without items', () => {
    expect(bookingWarnings({ items: [], endsOn: '2027-03-02', minutes: 600, meter: 12_900 })).toEqual([]);
  });
});
