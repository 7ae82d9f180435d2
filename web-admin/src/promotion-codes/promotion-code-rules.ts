import { required, type Validator } from 'react-admin';
import { promotionCodeErrors, type PromotionCodeInput } from '../../../domain/subscription/promotion-code';

/*
 * The form runs the server's own rules (domain/subscription/promotion-code.ts), one field at a time, so
 * it refuses what the server would and in the same words. The server still decides: its message is
 * shown when it refuses (a code already taken, for one).
 */
const domainRule =
  (field: keyof PromotionCodeInput): Validator =>
  (value: unknown) =>
    promotionCodeErrors({ [field]: value ?? null }, true)[0];

export const validateCode = [required(), domainRule('code')];
export const validatePercentOff = [required(), domainRule('percentOff')];
export const validateExpiresAt = domainRule('expiresAt');

/** Codes are upper case: what is typed in lower case is taken as meant. */
export const upperCase = (value: string | null): string => (value ?? '').toUpperCase();
