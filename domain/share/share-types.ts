/** The five kinds of listing (spec section 3) with their labels. */
export const SHARE_TYPES = [
  'PRIVATE_OWNER_RENTAL',
  'PRIVATE_OWNER_SHARE_PURCHASE',
  'PARTNERSHIP_REQUEST_TO_PURCHASE',
  'FBO_RENTAL',
  'FLIGHT_CLUB',
] as const;

export type ShareType = (typeof SHARE_TYPES)[number];

export const DEFAULT_SHARE_TYPE: ShareType = 'PRIVATE_OWNER_RENTAL';

export const SHARE_TYPE_LABELS: Record<ShareType, string> = {
  PRIVATE_OWNER_RENTAL: 'private owner rental',
  PRIVATE_OWNER_SHARE_PURCHASE: 'private owner share purchase',
  PARTNERSHIP_REQUEST_TO_PURCHASE: 'partnership to purchase new or used aircraft',
  FBO_RENTAL: 'flight school rental',
  FLIGHT_CLUB: 'flying club',
};

/**
 * The one-word chip on a listing's card (issue 12: the long labels wrapped to three lines over the photo
 * on phones). Cards show it in capitals; the share modal keeps the long label.
 */
export const SHARE_TYPE_SHORT_LABELS: Record<ShareType, string> = {
  PRIVATE_OWNER_RENTAL: 'Rental',
  PRIVATE_OWNER_SHARE_PURCHASE: 'Share',
  PARTNERSHIP_REQUEST_TO_PURCHASE: 'Partnership',
  FBO_RENTAL: 'School',
  FLIGHT_CLUB: 'Club',
};

export function isShareType(value: unknown): value is ShareType {
  return typeof value === 'string' && (SHARE_TYPES as readonly string[]).includes(value);
}

/** Share percent choices offered for a share purchase; 'custom' lets the owner type a percentage. */
export const SHARE_PERCENT_CHOICES = [
  { label: '1/2', value: 50 },
  { label: '1/3', value: 100 / 3 },
  { label: '1/4', value: 25 },
  { label: '1/5', value: 20 },
  { label: 'custom', value: null },
] as const;
