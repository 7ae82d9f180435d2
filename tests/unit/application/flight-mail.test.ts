import { describe, expect, it } from 'vitest';
import { bookingMail } from '../../../application/bookings/booking-mail.js';
import type { BookingMailFacts, BookingMailKind, ClaimedAlert } from '../../../application/ports/alert-outbox.js';

const facts: BookingMailFacts = {
  bookingId: 7, shareTitle: 'Archer at Bowman', airportLabel: 'LOU - Bowman Field', bookingKind: 'rental',
  when: 'Wednesday 10 Mar 2027 09:00 to 13:00 EST (America/Kentucky/Louisville)', pilotName: 'Pat Pilot', ownerName: 'Olive Owner',
  message: '', reason: '', cancelledBy: null, billTotal: '$225.00',
};
const alert = (kind: BookingMailKind, payload: Partial<BookingMailFacts> = {}): ClaimedAlert<BookingMailFacts> => ({
  id: 1, kind, userId: 20, shareId: 3, airportId: 1, payload: { ...facts, ...payload }, deliveryKey: 'k', attempt: 1,
  recipient: { email: 'p@example.com', name: 'Pat' }, stillFollowing: false, stillListed: false,
});
const mail = (kind: BookingMailKind, payload?: Partial<BookingMailFacts>) => bookingMail(alert(kind, payload), { listing: 'https://wingshare.test/?share=3' });

describe("the flight's mails", () => {
  it('tells the owner of the check-in and the pilot of his bill, with its total', () => {
    expect(mail('flight_checked_in')).toMatchObject({ subject: 'Checked in: Archer at Bowman', text: expect.stringContaining('Pat Pilot checked Archer at Bowman back in') });
    expect(mail('flight_checked_in').text).toContain('  Bill: $225.00');
    expect(mail('flight_bill_ready')).toMatchObject({ subject: 'Your bill for Archer at Bowman', text: expect.stringContaining('dispute it within 72 hours') });
  });

  it('says who disputed and why, that it closed, and the no-show', () => {
    const disputed = mail('flight_disputed', { disputedBy: 'owner', disputeReason: 'Hobbs misread' });
    expect(disputed.text).toContain('Olive Owner disputed the flight in Archer at Bowman');
    expect(disputed.text).toContain('  Reason: Hobbs misread');
    expect(mail('flight_closed').subject).toBe('Closed: flight in Archer at Bowman');
    expect(mail('flight_no_show', { billTotal: null }).text).toContain('Olive Owner marked your booking of Archer at Bowman as a no-show');
    // One mail per recipient and event: the idempotency key names both.
    expect(mail('flight_closed').idempotencyKey).toBe('flight_closed-20-3-k');
  });

  it('says a squawk grounded the aircraft when one did', () => {
    expect(mail('booking_grounded', { reason: 'Grounding squawk at check-in: Nose gear shimmy', groundedBySquawk: true }).text)
      .toContain('A grounding squawk reported at check-in grounded Archer at Bowman, which you have booked');
    expect(mail('booking_grounded', { reason: 'Oil leak' }).text).toContain('Olive Owner grounded Archer at Bowman');
  });
});
