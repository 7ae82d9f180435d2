import type { Question } from './question.js';
import type { QuestionView } from './question-view.js';

/** A stored question as the API answers it; `canAnswer` for the listing's owner while it has no answer. */
export function questionViewOf(q: Question, viewerId: number | null, ownerId: number): QuestionView {
  const answer = q.answerHiddenAt ? null : q.answer;
  return {
    id: q.id,
    shareId: q.shareId,
    author: { id: q.authorId, name: q.authorName },
    text: q.text,
    createdAt: q.createdAt.toISOString(),
    answer: answer ? { text: answer.text, at: answer.at.toISOString() } : null,
    canAnswer: viewerId !== null && viewerId === ownerId && !q.answer && !q.answerHiddenAt,
  };
}
