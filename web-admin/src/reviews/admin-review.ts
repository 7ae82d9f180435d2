import type { ReviewRole } from '../../../domain/review/review-view';

/** A review as GET /api/admin/reviews answers it: the whole text, both names, the answer (also when hidden) and the staff flags. */
export interface AdminReview {
  id: number;
  bookingId: number;
  share: { id: number; title: string } | null;
  author: { id: number; name: string };
  subject: { id: number; name: string };
  authorRole: ReviewRole;
  stars: number;
  text: string;
  createdAt: string;
  visibleFrom: string;
  answer: { text: string; at: string } | null;
  answerHiddenAt: string | null;
  hidden: boolean;
  hiddenAt: string | null;
}

export const ROLE_LABELS: Record<ReviewRole, string> = { pilot: 'Pilot about the owner', owner: 'Owner about the pilot' };
