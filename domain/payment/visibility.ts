import { LEDGER_KINDS, type LedgerKind } from './payment.js';

/** Who reads a booking's payment: its pilot, its owner, or staff. A stranger reads nothing (404). */
export type PaymentViewer = 'pilot' | 'owner' | 'admin';

/**
 * The ledger lines each side sees: the pilot what moved on his card (no fee, no transfer), the owner what the
 * pilot paid and what reached him (no hold, no card), staff everything.
 */
export const KINDS_SEEN: Record<PaymentViewer, readonly LedgerKind[]> = {
  pilot: ['hold', 'release', 'capture', 'charge', 'refund'],
  owner: ['capture', 'charge', 'refund', 'fee', 'fee_refund', 'transfer', 'reversal'],
  admin: LEDGER_KINDS,
};

export const seenBy = (viewer: PaymentViewer, kind: LedgerKind): boolean => KINDS_SEEN[viewer].includes(kind);
