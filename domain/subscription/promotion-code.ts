/** A promotion code of the local payment sandbox (Stripe keeps its own with Stripe). */
export interface PromotionCode {
  id: number;
  code: string;
  percentOff: number;
  expiresAt: Date | null;
  active: boolean;
  createdAt: Date;
}

export interface PromotionCodeInput {
  code?: unknown;
  percentOff?: unknown;
  expiresAt?: unknown;
  active?: unknown;
}

export const PROMO_MESSAGES = {
  codeRequired: 'Please enter a code',
  codeInvalid: 'Codes may only contain letters, numbers and dashes, at most 40 characters',
  percentInvalid: 'Percent off must be a whole number from 1 to 100',
  expiresInvalid: 'The expiry must be a date',
  activeInvalid: 'Active must be true or false',
  codeTaken: 'This promotion code already exists',
} as const;

const CODE_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

/** Checks a promotion code as an admin writes it; `partial` for an edit that sends only some fields. */
export function promotionCodeErrors(input: PromotionCodeInput, partial = false): string[] {
  const errors: string[] = [];
  if (!partial || input.code !== undefined) {
    if (typeof input.code !== 'string' || !input.code.trim()) errors.push(PROMO_MESSAGES.codeRequired);
    else if (!CODE_PATTERN.test(input.code.trim())) errors.push(PROMO_MESSAGES.codeInvalid);
  }
  if (!partial || input.percentOff !== undefined) {
    const n = typeof input.percentOff === 'string' && input.percentOff.trim() !== '' ? Number(input.percentOff) : input.percentOff;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 100) errors.push(PROMO_MESSAGES.percentInvalid);
  }
  if (input.expiresAt !== undefined && input.expiresAt !== null && input.expiresAt !== '') {
    if (typeof input.expiresAt !== 'string' || Number.isNaN(Date.parse(input.expiresAt))) errors.push(PROMO_MESSAGES.expiresInvalid);
  }
  if (input.active !== undefined && typeof input.active !== 'boolean') errors.push(PROMO_MESSAGES.activeInvalid);
  return errors;
}

/** Usable right now: active and not expired. */
export const isUsable = (p: PromotionCode, now: Date) => p.active && (!p.expiresAt || p.expiresAt.getTime() > now.getTime());
