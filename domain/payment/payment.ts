/**
 * Paying for a rental on the site (issue 37): the pilot's card saved at the request, a hold at the approval
 * (or the day before a start more than 6 days away), the bill captured at the close-out, the owner's share
 * transferred 72 hours later less the platform fee. Separate charges and transfers: the platform charges the
 * pilot and transfers to the owner's connected account (Stripe Connect, Express accounts).
 *
 * Every amount is integer cents, rounded by the one rule of domain/money/cents.ts. Stripe is not an escrow
 * service: nothing here or on a page says "escrow".
 */

/** The owner's connected account, as Stripe's onboarding leaves it. */
export const PAYOUT_STATES = ['none', 'pending', 'enabled', 'restricted'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export interface PayoutAccount {
  userId: number;
  /** acct_... (Stripe, or the sandbox's acct_sbx_...). */
  accountId: string;
  state: Exclude<PayoutState, 'none'>;
  /** What Stripe still needs before payouts are enabled, in words a person reads ("Bank account", "Date of birth"). */
  missing: string[];
  updatedAt: Date;
}

/** The owner's choice per listing. */
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/** A listing's payment terms (GET/PUT /api/share/:id/policy); copied onto each request when it is sent. */
export interface PaymentPolicy {
  cancellation: CancellationPolicy;
  /** Added to the hold, never charged unless the bill needs it; 0 for none. */
  depositCents: number;
}

export const DEFAULT_POLICY: PaymentPolicy = { cancellation: 'moderate', depositCents: 0 };
export const DEPOSIT_MAX_CENTS = 1_000_000;

/** PLATFORM_FEE_PERCENT's default: the platform keeps this share of the bill, taken from the owner's side. */
export const DEFAULT_PLATFORM_FEE_PERCENT = 10;

const HOUR_MS = 3_600_000;
/** A booking that starts within this is held at the approval; a later one the day before its start. */
export const HOLD_AT_APPROVAL_WITHIN_MS = 6 * 24 * HOUR_MS;
/** How long before the start the deferred hold is placed, off session. */
export const HOLD_BEFORE_START_MS = 24 * HOUR_MS;
/** A hold that failed: the pilot has this long to pay before the booking is cancelled and its period freed. */
export const PAY_WITHIN_MS = 24 * HOUR_MS;
/** After the close-out without a dispute, the owner's share is transferred. */
export const TRANSFER_AFTER_MS = 72 * HOUR_MS;
/** Stripe's authorisation lifetime for a payment the customer starts (5 days for a Visa merchant-initiated one). */
export const HOLD_LIFETIME_MS = 7 * 24 * HOUR_MS;
export const HOLD_LIFETIME_MERCHANT_VISA_MS = 5 * 24 * HOUR_MS;

/**
 * The money's state of one booking:
 *   card_saved        the request carries a saved card (a SetupIntent); nothing held yet
 *   hold_scheduled    approved; the hold is placed the day before the start
 *   held              the expected amount is authorised on the card
 *   awaiting_payment  the hold failed; the pilot was mailed and has until payBy to pay
 *   captured          the bill (or what the cancellation policy keeps) is charged; the owner's share waits
 *   transfer_held     a dispute holds the transfer until staff resolve it
 *   transferred       the owner's share is on its way to the owner's account
 *   released          nothing charged: the hold (if any) released (a free cancellation, a decline, an expiry)
 *   refunded          everything charged was refunded
 *   failed            unpaid in time: the booking was cancelled
 */
export const PAYMENT_STATES = [
  'card_saved', 'hold_scheduled', 'held', 'awaiting_payment', 'captured', 'transfer_held', 'transferred', 'released', 'refunded', 'failed',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The steps the durable jobs run (application/payments/, adapters/workers/): one job per booking and step. */
export const MONEY_STEPS = ['place_hold', 'capture', 'transfer', 'expire_unpaid'] as const;
export type MoneyStep = (typeof MONEY_STEPS)[number];

/** The money of one booking that takes payment through the site. */
export interface BookingPayment {
  bookingId: number;
  pilotId: number;
  ownerId: number;
  state: PaymentState;
  /** The pilot's customer (cus_...) and saved card (pm_...). */
  customerId: string;
  paymentMethodId: string;
  /** The owner's connected account (acct_...) at the request. */
  accountId: string;
  /** The listing's terms and the platform fee when the request was sent: what both sides agreed to. */
  policy: PaymentPolicy;
  feePercent: number;
  /** What the hold is for (booked time, or the daily minimum, at the rate, + fees + deposit). */
  expectedCents: number;
  /** The hold's PaymentIntent (pi_...) and when its authorisation lapses; null before it is placed. */
  holdId: string | null;
  holdExpiresAt: Date | null;
  /** Set when the hold failed: the booking is cancelled unless paid by then. */
  payBy: Date | null;
  /**
   * (Added by the core helper.) What the capture step charges in all: the bill at the close-out, or what a
   * cancellation or a no-show keeps (RefundQuote.keptCents); null before either is known.
   */
  dueCents: number | null;
  /** The next durable step and when it is due; null when nothing is left to do. */
  nextStep: MoneyStep | null;
  nextStepAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One movement of money, with the provider's object id. Signs: every amount is positive; the kind says the
 * direction. Per booking they balance (domain/payment/ledger.ts):
 *   hold      authorised on the pilot's card (pi_...)
 *   release   part or all of a hold let go without charging it (pi_...)
 *   capture   charged from the hold (pi_...)
 *   charge    charged off session beyond the hold (pi_... of a second PaymentIntent)
 *   refund    given back to the pilot (re_...)
 *   fee       the platform's part of what was charged (kept, never transferred)
 *   fee_refund the platform's part of a refund
 *   transfer  the owner's share sent to the connected account (tr_...)
 *   reversal  part of a transfer taken back for a refund (trr_...)
 */
export const LEDGER_KINDS = ['hold', 'release', 'capture', 'charge', 'refund', 'fee', 'fee_refund', 'transfer', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntry {
  id: number;
  bookingId: number;
  kind: LedgerKind;
  amountCents: number;
  /** The provider's object id (pi_, re_, tr_, trr_...); for fee entries the charge they come from. */
  providerId: string | null;
  /** Who moved it: the system's jobs, staff (with an audit entry), or a provider event (webhook). */
  by: 'system' | 'admin' | 'provider';
  /** A line a person reads ("Bill of the flight", "Cancelled 30 hours before: 50 % kept"). */
  note: string;
  createdAt: Date;
}

/** Why money goes back at a cancellation or a no-show (domain/payment/cancellation.ts). */
export type CancellationCause = 'pilot_cancelled' | 'owner_cancelled' | 'staff_cancelled' | 'grounded' | 'pilot_no_show' | 'unpaid';

/** What a cancellation keeps and refunds, shown before anyone confirms it. */
export interface RefundQuote {
  cause: CancellationCause;
  /** What the booking would cost (its expected amount less the deposit). */
  bookedCents: number;
  /** What the pilot pays (kept from the hold or the charge). */
  keptCents: number;
  /** What is not charged or is given back. */
  refundCents: number;
  /** The rule in a sentence ("Moderate: free until 72 hours before the start; 30 hours before, 50 % is kept."). */
  rule: string;
}
