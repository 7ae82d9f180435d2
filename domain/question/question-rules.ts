import { conflict, forbidden } from '../errors.js';
import { readText, type TextRead } from '../text/read-text.js';
import type { Question } from './question.js';
import { QUESTION_ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH } from './question-view.js';

export const QUESTION_MESSAGES = {
  textRequired: 'Write your question.',
  textTooLong: `A question is at most ${QUESTION_MAX_LENGTH} characters.`,
  answerRequired: 'Write your answer.',
  answerTooLong: `An answer is at most ${QUESTION_ANSWER_MAX_LENGTH} characters.`,
  ownListing: 'This is your own listing: you answer its questions rather than ask them.',
  onlyOwnerAnswers: 'Only the owner of this listing can answer its questions.',
  alreadyAnswered: 'This question has already been answered.',
  notFound: 'This question does not exist.',
} as const;

/** A question's text: trimmed, not empty, at most QUESTION_MAX_LENGTH characters. */
export const readQuestion = (input: unknown): TextRead =>
  readText(input, 'text', QUESTION_MAX_LENGTH, { required: QUESTION_MESSAGES.textRequired, tooLong: QUESTION_MESSAGES.textTooLong });

/** An answer's text: trimmed, not empty, at most QUESTION_ANSWER_MAX_LENGTH characters. */
export const readQuestionAnswer = (input: unknown): TextRead =>
  readText(input, 'text', QUESTION_ANSWER_MAX_LENGTH, { required: QUESTION_MESSAGES.answerRequired, tooLong: QUESTION_MESSAGES.answerTooLong });

/** The owner does not ask on his own listing (403). */
export function assertMayAsk(askerId: number, ownerId: number): void {
  if (askerId === ownerId) throw forbidden(QUESTION_MESSAGES.ownListing);
}

/** Why this user may not answer, as the error to throw, or null: only the owner, once (a hidden answer counts). */
export function questionAnswerRefusal(question: Pick<Question, 'answer' | 'answerHiddenAt'>, userId: number, ownerId: number): Error | null {
  if (userId !== ownerId) return forbidden(QUESTION_MESSAGES.onlyOwnerAnswers);
  if (question.answer || question.answerHiddenAt) return conflict(QUESTION_MESSAGES.alreadyAnswered);
  return null;
}

/** The owner may ask nobody; anyone else signed in may ask. */
export const canAsk = (userId: number | null, ownerId: number): boolean => userId !== null && userId !== ownerId;
