/** A question on a listing, as stored. */
export interface Question {
  id: number;
  shareId: number;
  authorId: number;
  authorName: string;
  text: string;
  createdAt: Date;
  answer: { text: string; at: Date } | null;
  answerHiddenAt: Date | null;
  hiddenAt: Date | null;
}
