/**
 * What the Connect gateways (sandbox-connect.gateway.ts, stripe-connect.gateway.ts) say when the provider
 * refuses a money call: the same words for both, so a test of the sandbox says what Stripe's users read.
 */
export const CONNECT_MESSAGES = {
  cardDeclined: 'Your card was declined.',
  cardNotFound: 'This card could not be found. Please enter your card details again.',
  authorisationExpired: 'The card authorisation expired before the capture',
  captureAboveHold: 'The amount to capture is larger than the amount held on the card',
  holdNotCapturable: 'This hold can no longer be captured',
  refundAboveCharge: 'The refund is larger than what is left of the charge',
  notCharged: 'This payment was not charged, so nothing can be refunded',
  reversalAboveTransfer: 'The reversal is larger than what is left of the transfer',
  accountCannotReceive: "The owner's payout account cannot receive transfers yet",
  accountNotFound: 'Payout account not found',
  paymentNotFound: 'Payment not found',
  transferNotFound: 'Transfer not found',
  amountInvalid: 'The amount must be a positive number of cents',
  idempotencyMismatch: 'An idempotency key was used again with other parameters',
} as const;

/** What Stripe's onboarding asks for until it is done, in the words of the sandbox. */
export const SANDBOX_ONBOARDING_MISSING = ['Bank account', 'Identity verification'];
