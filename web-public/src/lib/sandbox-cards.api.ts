import { apiRequest } from './api-client';

export interface SandboxCard {
  name: string;
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

/**
 * POST /api/sandbox/payment-methods: the sandbox's stand-in for Stripe's createPaymentMethod. A bad card
 * answers 400 with every field message in `errors`.
 */
export const createSandboxPaymentMethod = (card: SandboxCard) =>
  apiRequest<{ id: string; brand: string; last4: string }>('/sandbox/payment-methods', { method: 'POST', json: card });
