import type { Identifier } from 'react-admin';
import { CLAIM_STATUSES, type ClaimStatus } from '../../../domain/share/listing-ownership';

/** A "This is my plane" claim, as GET /api/admin/aircraft-claims answers it. */
export interface AdminAircraftClaim {
  id: Identifier;
  tailNumber: string;
  share: { id: number; title: string; owner: { id: number; name: string } } | null;
  claimant: { id: number; name: string; username: string; email: string } | null;
  message: string;
  status: ClaimStatus;
  createdAt: string;
  handledAt: string | null;
}

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = { open: 'Open', upheld: 'Upheld', dismissed: 'Dismissed' };
export const CLAIM_STATUS_CHOICES = CLAIM_STATUSES.map((id) => ({ id, name: CLAIM_STATUS_LABELS[id] }));
