import type { BookingPayment, LedgerEntry, MoneyStep, PaymentPolicy, PayoutAccount } from '../../domain/payment/payment.js';

/** A ledger entry before it is stored. `providerId` with `kind` is unique: recording it twice stores it once. */
export type NewLedgerEntry = Omit<LedgerEntry, 'id' | 'createdAt'>;

/**
 * Our record of the money: the owners' connected accounts, each listing's terms, each booking's payment and
 * its ledger. Inside a UnitOfWork run the writes join its transaction.
 */
export interface BookingPaymentRepository {
  payoutAccountOf(userId: number): Promise<PayoutAccount | null>;
  /** By the provider's account id (a webhook's account.updated). */
  payoutAccountById(accountId: string): Promise<PayoutAccount | null>;
  savePayoutAccount(account: PayoutAccount): Promise<void>;

  /** The listing's terms; DEFAULT_POLICY when the owner never set them. */
  policyOf(shareId: number): Promise<PaymentPolicy>;
  savePolicy(shareId: number, policy: PaymentPolicy): Promise<void>;

  find(bookingId: number): Promise<BookingPayment | null>;
  /** The state of each of these bookings' payments; a booking without one is absent (the booking cards, in one read). */
  statesOf(bookingIds: number[]): Promise<Map<number, BookingPayment['state']>>;
  /** Locks the booking's payment row until the transaction ends (the steps of one booking run one at a time). */
  lock(bookingId: number): Promise<BookingPayment | null>;
  create(payment: BookingPayment): Promise<void>;
  save(payment: BookingPayment): Promise<void>;
  /** Payments whose next step was due by `now` (the sweep that re-queues a step whose job was lost). */
  dueSteps(now: Date, limit: number): Promise<Array<{ bookingId: number; step: MoneyStep; at: Date }>>;

  entries(bookingId: number): Promise<LedgerEntry[]>;
  /** Stores the entry unless one of the same kind and providerId is stored (then false). */
  record(entry: NewLedgerEntry): Promise<boolean>;
  /** Bookings whose payment has a hold or charge of this PaymentIntent, transfer or refund id (webhooks). */
  bookingOfProviderId(providerId: string): Promise<number | null>;

  /** The pilot's payments, newest first. */
  listForPilot(pilotId: number, offset: number, limit: number): Promise<BookingPayment[]>;
  /** The owner's payments (earnings), by booking. */
  listForOwner(ownerId: number): Promise<BookingPayment[]>;
  /** Staff: every payment, filtered by state, newest first. */
  list(query: { state?: BookingPayment['state']; bookingId?: number; offset: number; limit: number }): Promise<{ rows: BookingPayment[]; total: number }>;
}
