/** Messages of the payment flow (spec section 8), shared by the server and the subscribe modal. */
export const PAYMENT_MESSAGES = {
  invalidPromoCode: 'Invalid Promotional Code',
  cardDeclined: 'Your card was declined.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpiryInvalid: "Your card's expiration date is invalid.",
  cardExpired: "Your card's expiration year is in the past.",
  cardCvcInvalid: "Your card's security code is invalid.",
  cardNameRequired: 'Please enter the name on the card',
  paymentMethodRequired: 'Please enter your card details',
  unknownPlan: 'This plan does not exist',
  alreadySubscribed: 'You already have an active subscription to this plan',
  subscriptionNotYours: 'This subscription belongs to another account',
  subscriptionNotFound: 'Subscription not found',
  cancelAtPeriodEndRequired: 'Send cancelAtPeriodEnd as true or false',
  subscriptionEnded: 'This subscription has ended. Subscribe again to restart it.',
  providerUnavailable: 'The payment service could not be reached. Please try again in a few minutes.',
} as const;
