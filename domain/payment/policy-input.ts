import { fieldErrors, type FieldErrors } from '../field-errors.js';
import { formatCentsExact } from '../money/cents.js';
import { CANCELLATION_POLICIES, DEPOSIT_MAX_CENTS, type CancellationPolicy, type PaymentPolicy } from './payment.js';

/** A listing's payment terms (PUT /api/share/:id/policy), read with a message on each wrong field. */
export const POLICY_MESSAGES = {
  notAnObject: 'Send the payment terms as { cancellation, depositCents }.',
  cancellation: 'The cancellation policy is one of flexible, moderate or strict.',
  deposit: 'The deposit is a whole number of cents, 0 for none.',
  depositTooLarge: `The deposit is at most ${formatCentsExact(DEPOSIT_MAX_CENTS)}.`,
} as const;

export type PolicyRead = { ok: true; value: PaymentPolicy } | { ok: false; errors: FieldErrors };

export function readPolicy(input: unknown): PolicyRead {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { ok: false, errors: { policy: [POLICY_MESSAGES.notAnObject] } };
  const body = input as Record<string, unknown>;
  const cancellationOk = (CANCELLATION_POLICIES as readonly unknown[]).includes(body.cancellation);
  const deposit = body.depositCents ?? 0;
  const depositWhole = typeof deposit === 'number' && Number.isInteger(deposit) && deposit >= 0;
  const errors = fieldErrors([
    ['cancellation', cancellationOk ? [] : [POLICY_MESSAGES.cancellation]],
    ['depositCents', !depositWhole ? [POLICY_MESSAGES.deposit] : (deposit as number) > DEPOSIT_MAX_CENTS ? [POLICY_MESSAGES.depositTooLarge] : []],
  ]);
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { cancellation: body.cancellation as CancellationPolicy, depositCents: deposit as number } };
}
