import { describe, expect, it } from 'vitest';
import type { BookingView } from '../../../domain/booking/booking-view';
import { bookingGroups } from '../../../web-public/src/features/bookings/utils/booking-groups';

const NOW = new Date('2026-11-26T12:00:00Z');
const booking = (id: number, state: BookingView['state'], start: string | null, end: string | null) => ({ id, state, start, end }) as BookingView;
const ids = (list: BookingView[]) => list.map((b) => b.id);

describe('the groups of a bookings list', () => {
  it('puts a flown rental with the past ones, where its review is written', () => {
    const flown = booking(1, 'approved', '2026-11-01T10:00:00Z', '2026-11-01T12:00:00Z');
    const endsNow = booking(2, 'approved', '2026-11-26T10:00:00Z', '2026-11-26T12:00:00Z');
    const flying = booking(3, 'approved', '2026-11-26T11:00:00Z', '2026-11-26T13:00:00Z');
    const { open, closed } = bookingGroups([flown, endsNow, flying], NOW);
    expect(ids(open)).toEqual([3]);
    expect(ids(closed)).toEqual([1, 2]);
  });

  it('keeps waiting requests first, then approved ones soonest first; an approved join stays open', () => {
    const later = booking(1, 'approved', '2026-12-20T10:00:00Z', '2026-12-20T12:00:00Z');
    const sooner = booking(2, 'approved', '2026-12-01T10:00:00Z', '2026-12-01T12:00:00Z');
    const waiting = booking(3, 'pending', '2026-12-24T10:00:00Z', '2026-12-24T12:00:00Z');
    const joined = booking(4, 'approved', null, null);
    const declined = booking(5, 'declined', '2026-12-02T10:00:00Z', '2026-12-02T12:00:00Z');
    const { open, closed } = bookingGroups([later, sooner, waiting, joined, declined], NOW);
    expect(ids(open)).toEqual([3, 2, 1, 4]);
    expect(ids(closed)).toEqual([5]);
  });
});
