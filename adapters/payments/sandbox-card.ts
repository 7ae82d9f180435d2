import { PAYMENT_MESSAGES } from '../../domain/subscription/payment-messages.js';

export interface CardInput {
  name?: unknown;
  number?: unknown;
  expMonth?: unknown;
  expYear?: unknown;
  cvc?: unknown;
}

export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: 'succeed' | 'decline';
}

/** Stripe's test card that is declined; every other valid number succeeds in the sandbox. */
export const DECLINED_TEST_CARD = '4000000000000002';

/** Stripe's test payment method ids, accepted as they are by the sandbox. */
export const TEST_PAYMENT_METHODS: Record<string, CheckedCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099, outcome: 'succeed' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2099, outcome: 'succeed' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', expMonth: 12, expYear: 2099, outcome: 'decline' },
  pm_card_visa_chargeDeclined: { brand: 'visa', last4: '0002', expMonth: 12, expYear: 2099, outcome: 'decline' },
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(n: string): string {
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(6011|65)/.test(n)) return 'discover';
  return 'unknown';
}

const toInt = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,4}$/.test(v.trim()) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

/** Checks card fields as a card form would; answers the messages, or the card. */
export function checkCard(input: CardInput, now: Date): { errors: string[]; card?: CheckedCard } {
  const errors: string[] = [];
  if (typeof input.name !== 'string' || !input.name.trim()) errors.push(PAYMENT_MESSAGES.cardNameRequired);
  const number = typeof input.number === 'string' ? input.number.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.push(PAYMENT_MESSAGES.cardNumberInvalid);
  const month = toInt(input.expMonth);
  let year = toInt(input.expYear);
  if (year !== null && year < 100) year += 2000;
  if (month === null || month < 1 || month > 12 || year === null || year > 2100) {
    errors.push(PAYMENT_MESSAGES.cardExpiryInvalid);
  } else if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    errors.push(PAYMENT_MESSAGES.cardExpired);
  }
  const cvc = typeof input.cvc === 'string' || typeof input.cvc === 'number' ? String(input.cvc).trim() : '';
  if (!/^\d{3,4}$/.test(cvc)) errors.push(PAYMENT_MESSAGES.cardCvcInvalid);
  if (errors.length) return { errors };
  return {
    errors,
    card: {
      brand: brandOf(number),
      last4: number.slice(-4),
      expMonth: month!,
      expYear: year!,
      outcome: number === DECLINED_TEST_CARD ? 'decline' : 'succeed',
    },
  };
}
