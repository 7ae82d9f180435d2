import { validationFailed } from '../../../domain/errors.js';
import { fieldErrors } from '../../../domain/field-errors.js';
import { PAYMENT_MESSAGES } from '../../../domain/payment/payment-messages.js';

/** As the subscriptions' card form says it (docs/api.md, Plans). */
const CARD_MISSING = 'Please enter your card details';
// At most 64 characters, as stored (Stripe's are some 27).
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,61}$/;

const refused = (field: string, message: string) => validationFailed([message], message, fieldErrors([[field, [message]]]));

/**
 * `paymentMethodId` of a body: absent (undefined), or a card id as Stripe.js or the sandbox's card form made it
 * (pm_...); anything else is a 400 naming the field. Whether the card is good is the provider's to say (402).
 */
export function paymentMethodIdOf(body: Record<string, unknown>, required = false): string | undefined {
  const raw = body.paymentMethodId;
  if (raw === undefined || raw === null || raw === '') {
    if (required) throw refused('paymentMethodId', CARD_MISSING);
    return undefined;
  }
  if (typeof raw !== 'string' || !PAYMENT_METHOD_ID.test(raw)) throw refused('paymentMethodId', PAYMENT_MESSAGES.cardNotString);
  return raw;
}

/**
 * POST /admin/payments/:id/refund `{ amountCents, reason }`: the types, each a 400 naming its field. Whether
 * the amount can be refunded (no more than was paid net) is the use case's.
 */
export function refundBodyOf(body: Record<string, unknown>): { amountCents: number; reason: string } {
  const fields: [string, string[]][] = [];
  const { amountCents, reason } = body;
  if (!Number.isSafeInteger(amountCents) || (amountCents as number) < 1) fields.push(['amountCents', [PAYMENT_MESSAGES.refundAmount]]);
  if (typeof reason !== 'string' || !reason.trim()) fields.push(['reason', [PAYMENT_MESSAGES.refundReason]]);
  else if (reason.length > 500) fields.push(['reason', [PAYMENT_MESSAGES.refundReasonTooLong]]);
  if (fields.length) {
    const map = fieldErrors(fields);
    const messages = fields.flatMap(([, m]) => m);
    throw validationFailed(messages, messages[0], map);
  }
  return { amountCents: amountCents as number, reason: (reason as string).trim() };
}
