/**
 * Listing questions (issue 16, the spec's "user comments"): any signed-in user but the owner may ask a public
 * question on a listing; the owner answers once and is mailed when a question arrives. Plain text.
 */

export const QUESTION_MAX_LENGTH = 1000;
export const QUESTION_ANSWER_MAX_LENGTH = 2000;

export interface QuestionView {
  id: number;
  shareId: number;
  author: { id: number; name: string };
  text: string;
  createdAt: string;
  answer: { text: string; at: string } | null;
  /** The caller owns the listing and it is not yet answered. */
  canAnswer: boolean;
}

/** GET /api/share/:id/questions: shown questions, newest first (at most 100). */
export interface QuestionList {
  items: QuestionView[];
  /** Whether the caller may ask (signed in, not the owner, not disabled). */
  canAsk: boolean;
}
