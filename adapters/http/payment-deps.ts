import type { AdminPayments } from '../../application/payments/admin-payments.service.js';
import type { OwnerEarnings } from '../../application/payments/owner-earnings.service.js';
import type { PayNow } from '../../application/payments/pay-now.service.js';
import type { ListingPaymentPolicy } from '../../application/payments/payment-policy.service.js';
import type { PayoutAccounts } from '../../application/payments/payout-accounts.service.js';
import type { PilotPayments } from '../../application/payments/pilot-payments.service.js';
import type { QuoteCancellation } from '../../application/payments/quote-cancellation.service.js';
import type { ReadPayment } from '../../application/payments/read-payment.service.js';
import type { RefundPayment } from '../../application/payments/refund-payment.service.js';

export type { AdminPaymentDetail } from '../../application/payments/admin-payments.service.js';
export type { PaymentRead } from '../../application/payments/read-payment.service.js';

/** The rentals' money (issue 37, application/payments/) the HTTP adapter is handed in `money`. */
export interface MoneyServices {
  /** POST/GET /user/payouts, and the sandbox's completion. */
  payoutAccounts: PayoutAccounts;
  /** GET/PUT /share/:id/policy. */
  listingPaymentPolicy: ListingPaymentPolicy;
  /** 404 for anyone but the pilot, the owner and staff, and for a booking without payment. */
  readPayment: ReadPayment;
  payNow: PayNow;
  quoteCancellation: QuoteCancellation;
  pilotPayments: PilotPayments;
  ownerEarnings: OwnerEarnings;
  refundPayment: RefundPayment;
  /** The back office's payments. */
  adminPayments: AdminPayments;
}

/** The payment provider as the money routes see it: the mode the UI says, the fee, and the sandbox's hosted onboarding. */
export interface ConnectDeps {
  mode: 'sandbox' | 'stripe';
  feePercent: number;
  /** Sandbox only: finishes an account's onboarding as Stripe's hosted page would (null with Stripe: 404). */
  sandbox: { completeOnboarding(accountId: string): Promise<unknown> } | null;
}
