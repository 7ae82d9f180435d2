import { formatCentsExact } from '../money/cents.js';

/** Every sentence of the money that a person reads (pages, API errors, ledger notes), in one place. */
export const PAYMENT_MESSAGES = {
  cardRequired: 'This rental takes payment through Wingshare: add a card to send the request.',
  cardNotString: 'The card is a payment method id (pm_...).',
  declined: 'Your card was declined. Try another card.',
  holdFailed: (payBy: string) => `The hold on your card failed. Pay with another card by ${payBy}, or the booking is cancelled and its period freed.`,
  accountNotReady: "The owner's payouts are not set up yet: this listing takes requests without payment.",
  accountDisabled: "Your payout account cannot receive transfers right now: your share waits until Stripe enables it again.",
  noPayment: 'This booking has no payment through Wingshare.',
  notAwaitingPayment: 'This booking is not waiting for a payment.',
  onlyPilotPays: 'Only the pilot of this booking can pay for it.',
  onlyStaffRefunds: 'Only Wingshare staff can refund a payment.',
  refundAmount: 'The refund is a whole number of cents of 1 or more.',
  refundTooLarge: (max: number) => `At most ${formatCentsExact(max)} can be refunded.`,
  refundReason: 'Give the reason for the refund.',
  refundReasonTooLong: 'The reason is at most 500 characters.',
  nothingToRefund: 'Nothing was paid for this booking yet.',
  notCancellable: 'Only an approved booking can be cancelled.',
  onlyOwnerSetsPolicy: "Only the listing's owner can set its payment terms.",
  onlyRentals: 'Only rentals take payment through Wingshare.',
  sandbox: 'Sandbox: no real money moves.',
  unpaidReason: 'Not paid in time: the hold on the card failed and no other card was given.',
} as const;

/** The notes of the ledger's lines (what each movement was for). */
export const LEDGER_NOTES = {
  hold: 'Hold for the booking',
  holdPaidNow: 'Hold for the booking, paid by the pilot',
  bill: 'Bill of the flight',
  billBeyondHold: 'Bill of the flight beyond the hold, charged off session',
  billAfterLapse: 'Bill of the flight, charged off session: the hold had lapsed',
  holdLapsed: 'Hold lapsed before it was captured',
  releaseRest: 'Rest of the hold released',
  releaseNothingDue: 'Hold released: nothing charged',
  kept: 'Kept by the cancellation policy',
  keptOffSession: 'Kept by the cancellation policy, charged off session',
  fee: (percent: number) => `Platform fee (${percent} %)`,
  transfer: "Owner's share",
  refund: (reason: string) => `Refund: ${reason}`,
  reversal: "Owner's part of a refund taken back",
  feeRefund: 'Platform fee of a refund given back',
  provider: 'Recorded from the payment provider',
} as const;
