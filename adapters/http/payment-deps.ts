import type { ProviderPayout } from '../../application/ports/connect-gateway.js';
import type { BookingPayment, LedgerEntry, PaymentPolicy, PayoutAccount, PayoutState, RefundQuote } from '../../domain/payment/payment.js';
import type { User } from '../../domain/user/user.js';

/** What ReadPayment answers: the payment, its ledger, who asks, and the saved card in words. */
export interface PaymentRead {
  payment: BookingPayment;
  entries: LedgerEntry[];
  viewer: 'pilot' | 'owner' | 'admin';
  /** "Visa ending 4242", or null when it cannot be told. */
  card: string | null;
}

/** One row of the pilot's payments (GET /user/payments). */
export interface PilotPaymentRow {
  bookingId: number;
  listing: string;
  start: Date | null;
  state: BookingPayment['state'];
  paidCents: number;
  refundedCents: number;
}

export interface EarningsMonth {
  month: string;
  bookings: number;
  grossCents: number;
  feeCents: number;
  netCents: number;
  transferredCents: number;
  pendingCents: number;
}

/** The back office's payment record: the payment as staff read it, and the people and listing it is about. */
export interface AdminPaymentRead extends PaymentRead {
  pilot: { id: number; name: string } | null;
  owner: { id: number; name: string } | null;
  share: { id: number; title: string } | null;
}

/**
 * The rentals' money (issue 37, application/payments/) as the HTTP adapter is handed it in `money`. Written
 * as the shapes the routes call, so the routes depend on what they use, not on how the use cases are built.
 */
export interface MoneyServices {
  payoutAccounts: {
    start(user: User, urls: { returnUrl: string; refreshUrl: string }): Promise<{ state: PayoutState; url: string }>;
    read(user: User): Promise<{ account: PayoutAccount | null; balanceCents: number; payouts: ProviderPayout[] }>;
    refresh(accountId: string): Promise<unknown>;
  };
  listingPaymentPolicy: {
    read(user: User | null, shareId: number): Promise<{ policy: PaymentPolicy; takesPayment: boolean; feePercent: number }>;
    save(user: User, shareId: number, input: unknown): Promise<{ policy: PaymentPolicy; takesPayment: boolean; feePercent: number }>;
  };
  readPayment: { execute(user: User, bookingId: number): Promise<PaymentRead> };
  payNow: { execute(user: User, bookingId: number, paymentMethodId: unknown): Promise<unknown> };
  quoteCancellation: { execute(user: User, bookingId: number): Promise<RefundQuote> };
  pilotPayments: { execute(user: User): Promise<PilotPaymentRow[]> };
  ownerEarnings: {
    execute(user: User): Promise<{ months: EarningsMonth[]; payouts: ProviderPayout[] }>;
    csv(user: User): Promise<string>;
  };
  refundPayment: { execute(admin: User, bookingId: number, input: { amountCents: unknown; reason: unknown }): Promise<unknown> };
  adminPayments: {
    list(query: { state?: BookingPayment['state']; bookingId?: number; offset: number; limit: number }): Promise<{ rows: BookingPayment[]; total: number }>;
    show(bookingId: number): Promise<AdminPaymentRead>;
  };
}

/** The payment provider's side the routes need: the mode the UI says, and the sandbox's hosted onboarding. */
export interface ConnectDeps {
  mode: 'sandbox' | 'stripe';
  feePercent: number;
  /** Sandbox only: finishes an account's onboarding as Stripe's hosted page would (null with Stripe: 404). */
  sandbox: { completeOnboarding(accountId: string): Promise<void> } | null;
}
