import { fieldErrors, type FieldErrors } from '../field-errors.js';

/**
 * Who may list an aircraft (issue 34, trust): the lister confirms he owns it or has its owner's permission,
 * and a registered owner who finds his tail number listed by someone else claims it ("This is my plane"),
 * which staff look into. The browser's wizard and the server run these same rules.
 */
export const OWNERSHIP_MESSAGES = {
  confirm: "Please confirm that you own this aircraft or have its owner's permission to list it.",
  claimMessageTooLong: 'Your note to staff may be at most 1000 characters long.',
  claimNotListed: 'This tail number is not listed: you can list it yourself.',
  claimOwnListing: 'You listed this aircraft yourself.',
  claimReceived:
    'Thank you. Staff will compare the registration with the listing and may ask you for proof of ownership by email. We write to you within two business days; the listing stays up meanwhile.',
} as const;

export const CLAIM_MESSAGE_MAX = 1000;
export const CLAIM_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The confirmation a new listing needs: `ownershipConfirmed: true`, nothing else counts. */
export function ownershipErrors(input: { ownershipConfirmed?: unknown }): FieldErrors {
  return fieldErrors([['ownershipConfirmed', input.ownershipConfirmed === true ? [] : [OWNERSHIP_MESSAGES.confirm]]]);
}

/** The note a claimant may add for staff. */
export function claimErrors(input: { message?: unknown }): FieldErrors {
  const ok = input.message === undefined || input.message === null || (typeof input.message === 'string' && input.message.length <= CLAIM_MESSAGE_MAX);
  return fieldErrors([['message', ok ? [] : [OWNERSHIP_MESSAGES.claimMessageTooLong]]]);
}
