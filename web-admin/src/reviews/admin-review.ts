import type { AdminReviewView, ReviewRole } from '../../../domain/review/review-view';

/** A review as GET /api/admin/reviews answers it (domain/review/review-view.ts). */
export type AdminReview = AdminReviewView;

export const ROLE_LABELS: Record<ReviewRole, string> = { pilot: 'Pilot about the owner', owner: 'Owner about the pilot' };
