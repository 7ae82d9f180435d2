import { describe, expect, it } from 'vitest';
import { bookingMail } from '../../../application/bookings/booking-mail.js';
import type { BookingMailFacts, BookingMailKind, ClaimedAlert } from '../../../application/ports/alert-outbox.js';

const facts: BookingMailFacts = {
  bookingId: 7, shareTitle: 'Archer at Bowman', airportLabel: 'LOU - Bowman Field', bookingKind: 'rental',
  when: 'Friday 5 Mar 2027 09:00 to 12:00 EST (America/New_York)', pilotName: 'Pat Pilot', ownerName: 'Olive Owner',
  message: '', reason: '', cancelledBy: null, payBy: 'Tuesday 2 Mar 2027 08:00 EST (America/New_York)', amount: '$450.00',
};
const mail = (kind: BookingMailKind, payload: Partial<BookingMailFacts> = {}) => bookingMail({
  id: 1, kind, userId: 20, shareId: 3, airportId: 1, payload: { ...facts, ...payload }, deliveryKey: 'k', attempt: 1,
  recipient: { email: 'p@example.com', name: 'Pat' }, stillFollowing: false, stillListed: false,
} satisfies ClaimedAlert<BookingMailFacts>, { listing: 'https://wingshare.test/?share=3' });

describe("the money's mails", () => {
  it('tells the pilot whose hold failed what, and by when to pay', () => {
    const m = mail('payment_hold_failed');
    expect(m.subject).toBe('Payment needed: booking of Archer at Bowman');
    expect(m.text).toContain('The hold of $450.00 on your card for Archer at Bowman failed');
    expect(m.text).toContain('by Tuesday 2 Mar 2027 08:00 EST (America/New_York). Unpaid by then, the booking is cancelled and its period freed.');
    expect(m.idempotencyKey).toBe('payment_hold_failed-20-3-k');
  });

  it("tells the pilot whose bill's charge failed, with the bill", () => {
    const m = mail('payment_charge_failed', { billTotal: '$480.00', amount: '$30.00' });
    expect(m.text).toContain('The charge of $30.00 for your flight in Archer at Bowman failed on your card');
    expect(m.text).toContain('  Bill: $480.00');
  });

  it('tells the owner his transfer waits for his payout account', () => {
    const m = mail('payment_transfer_waiting', { amount: '$405.00' });
    expect(m.subject).toBe('Your payout for Archer at Bowman is waiting');
    expect(m.text).toContain('Your share of $405.00 for Archer at Bowman is ready, but your payout account cannot receive transfers right now');
    expect(m.text).not.toMatch(/escrow/i);
  });
});
