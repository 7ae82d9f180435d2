import type { Identifier } from 'react-admin';

/** A promotion code of the local payment sandbox, as GET /api/admin/promotion-codes answers it (dates in ISO 8601). */
export interface PromotionCodeRecord {
  id: Identifier;
  /** Upper-case letters, digits and dashes, e.g. "SPRING25"; unique. */
  code: string;
  /** A whole number from 1 to 100. */
  percentOff: number;
  /** null when the code never expires. */
  expiresAt: string | null;
  active: boolean;
  createdAt: string;
}

export type PromotionCodeFields = Pick<PromotionCodeRecord, 'code' | 'percentOff' | 'expiresAt' | 'active'>;

/** What create and edit send: the server sets the id and the creation date itself. */
export const toPromotionCodeFields = ({ code, percentOff, expiresAt, active }: PromotionCodeFields): PromotionCodeFields => ({
  code,
  percentOff,
  expiresAt: expiresAt || null,
  active: Boolean(active),
});
