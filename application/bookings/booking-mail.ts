import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';
import type { BookingMailFacts, BookingMailKind, ClaimedAlert } from '../ports/alert-outbox.js';

/** The mails of a request's life, each sent once per event through the alert outbox. */
export function bookingMail(alert: ClaimedAlert<BookingMailFacts>, links: { listing: string }): OutgoingMail {
  const p = alert.payload;
  const what = p.bookingKind === 'join' ? `request to join ${p.shareTitle}` : `request for ${p.shareTitle}`;
  const period = p.when ? [`  When: ${p.when}`] : [];
  const where = [`  Listing: ${p.shareTitle}, ${p.airportLabel}`, ...period];
  // The price the request and its approval were made at (the mails of what follows name only the period).
  const priced = [...where, ...(p.estimate ? [`  Estimate: ${p.estimate}`] : [])];
  const bill = p.billTotal ? [`  Bill: ${p.billTotal}`] : [];
  const by = (who: BookingMailFacts['cancelledBy']) => (who === 'pilot' ? p.pilotName : who === 'owner' ? p.ownerName : 'Wingshare staff');
  const body: Record<BookingMailKind, { subject: string; lines: string[] }> = {
    booking_received: {
      subject: `New ${what}`,
      lines: [`${p.pilotName} sent a ${what}:`, '', ...priced, ...(p.message ? ['', `  "${p.message}"`] : []), '',
        'Approve or decline it under Requests in your account. Unanswered, it expires in 48 hours.'],
    },
    booking_approved: {
      subject: `Approved: your ${what}`,
      lines: [`${p.ownerName} approved your ${what}:`, '', ...priced, '', 'It is in your bookings, and in your calendar feed.'],
    },
    booking_declined: {
      subject: `Declined: your ${what}`,
      lines: [`${p.ownerName} declined your ${what}:`, '', ...where, '', `  Reason: ${p.reason}`],
    },
    booking_expired: {
      subject: `Expired: your ${what}`,
      lines: [`Your ${what} was not answered within 48 hours and has expired:`, '', ...where, '', 'You may send a new request.'],
    },
    booking_cancelled: {
      subject: `Cancelled: booking of ${p.shareTitle}`,
      lines: [`${by(p.cancelledBy)} cancelled the booking of ${p.shareTitle}:`, '', ...where, '', `  Reason: ${p.reason}`, '', 'The period is free again.'],
    },
    booking_grounded: {
      subject: `Grounded: ${p.shareTitle}`,
      lines: [`${p.groundedBySquawk ? 'A grounding squawk reported at check-in grounded' : p.groundedByMaintenance ? 'Its maintenance status (an item overdue or a grounding squawk open) grounded' : `${p.ownerName} grounded`} ${p.shareTitle}, which you have booked:`, '', ...where, '', `  Reason: ${p.reason}`, '',
        'Your booking stands for now; the owner will tell you when the aircraft flies again, or cancel it.'],
    },
    flight_checked_in: {
      subject: `Checked in: ${p.shareTitle}`,
      lines: [`${p.pilotName} checked ${p.shareTitle} back in:`, '', ...where, ...bill, '',
        'See the readings, the photos and the bill under Requests in your account, then confirm it or dispute it.',
        'Undisputed, the flight closes by itself 72 hours after check-in.'],
    },
    flight_bill_ready: {
      subject: `Your bill for ${p.shareTitle}`,
      lines: [`Your flight in ${p.shareTitle} is checked in and its bill is ready:`, '', ...where, ...bill, '',
        'See it and its printable receipt in My bookings. You may dispute it within 72 hours of check-in.'],
    },
    flight_disputed: {
      subject: `Disputed: flight in ${p.shareTitle}`,
      lines: [`${p.disputedBy === 'owner' ? p.ownerName : p.pilotName} disputed the flight in ${p.shareTitle}:`, '', ...where, ...bill, '',
        `  Reason: ${p.disputeReason ?? p.reason}`, '', 'Wingshare staff will look into it and resolve it.'],
    },
    flight_closed: {
      subject: `Closed: flight in ${p.shareTitle}`,
      lines: [`The flight in ${p.shareTitle} is closed:`, '', ...where, ...bill, '', 'Its receipt stays in your account.'],
    },
    payment_hold_failed: {
      subject: `Payment needed: booking of ${p.shareTitle}`,
      lines: [`The hold of ${p.amount ?? 'the booking'} on your card for ${p.shareTitle} failed:`, '', ...where, '',
        `Pay with another card under My bookings by ${p.payBy ?? 'tomorrow'}. Unpaid by then, the booking is cancelled and its period freed.`],
    },
    payment_charge_failed: {
      subject: `Payment needed: flight in ${p.shareTitle}`,
      lines: [`The charge of ${p.amount ?? 'the bill'} for your flight in ${p.shareTitle} failed on your card:`, '', ...where, ...bill, '',
        `Pay with another card under My bookings by ${p.payBy ?? 'tomorrow'}. Wingshare staff follow up on a bill left unpaid.`],
    },
    payment_transfer_waiting: {
      subject: `Your payout for ${p.shareTitle} is waiting`,
      lines: [`Your share of ${p.amount ?? 'the booking'} for ${p.shareTitle} is ready, but your payout account cannot receive transfers right now:`, '', ...where, '',
        'Finish what Stripe asks for under Payouts in your account; the transfer goes out once the account is enabled again.'],
    },
    flight_no_show: {
      subject: `No-show: booking of ${p.shareTitle}`,
      lines: [`${p.ownerName} marked your booking of ${p.shareTitle} as a no-show: the aircraft was not checked out within an hour of the start.`, '', ...where],
    },
  };
  const { subject, lines } = body[alert.kind as BookingMailKind];
  const text = [`Hello ${alert.recipient.name},`, '', ...lines, '', `See the listing: ${links.listing}`].join('\n');
  return {
    to: alert.recipient.email,
    kind: alert.kind,
    subject: subject.replace(/\s+/g, ' '),
    text,
    html: text.split('\n').map((l) => escapeHtml(l)).join('<br>\n'),
    idempotencyKey: `${alert.kind}-${alert.userId}-${alert.shareId}-${alert.deliveryKey}`,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
