import { describe, expect, it } from 'vitest';
import { assertMayAsk, canAsk, QUESTION_MESSAGES, questionAnswerRefusal, readQuestion, readQuestionAnswer } from '../../../../domain/question/question-rules.js';
import { QUESTION_ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH } from '../../../../domain/question/question-view.js';

// Issue 16: listing questions: anyone signed in but the owner asks; the owner answers once.
describe('question texts', () => {
  it('are trimmed, required and limited, with the message beside the field', () => {
    expect(readQuestion('  Is it IFR certified?  ')).toEqual({ ok: true, text: 'Is it IFR certified?' });
    expect(readQuestion('  ')).toEqual({ ok: false, errors: { text: [QUESTION_MESSAGES.textRequired] } });
    expect(readQuestion(undefined)).toEqual({ ok: false, errors: { text: [QUESTION_MESSAGES.textRequired] } });
    expect(readQuestion('q'.repeat(QUESTION_MAX_LENGTH + 1))).toEqual({ ok: false, errors: { text: [QUESTION_MESSAGES.textTooLong] } });
    expect(readQuestion('q'.repeat(QUESTION_MAX_LENGTH)).ok).toBe(true);
    expect(readQuestionAnswer('a'.repeat(QUESTION_ANSWER_MAX_LENGTH + 1))).toEqual({ ok: false, errors: { text: [QUESTION_MESSAGES.answerTooLong] } });
    expect(readQuestionAnswer('')).toEqual({ ok: false, errors: { text: [QUESTION_MESSAGES.answerRequired] } });
  });
});

describe('who asks and who answers', () => {
  it('refuses the owner on his own listing (403)', () => {
    expect(() => assertMayAsk(5, 5)).toThrow(expect.objectContaining({ code: 'forbidden', message: QUESTION_MESSAGES.ownListing }));
    expect(() => assertMayAsk(6, 5)).not.toThrow();
    expect(canAsk(6, 5)).toBe(true);
    expect(canAsk(5, 5)).toBe(false);
    expect(canAsk(null, 5)).toBe(false);
  });

  it('lets only the owner answer, once (a hidden answer counts as one)', () => {
    const open = { answer: null, answerHiddenAt: null };
    expect(questionAnswerRefusal(open, 5, 5)).toBeNull();
    expect(questionAnswerRefusal(open, 6, 5)).toMatchObject({ code: 'forbidden', message: QUESTION_MESSAGES.onlyOwnerAnswers });
    const when = new Date('2027-03-01T12:00:00Z');
    expect(questionAnswerRefusal({ answer: { text: 'Yes', at: when }, answerHiddenAt: null }, 5, 5)).toMatchObject({ code: 'conflict', message: QUESTION_MESSAGES.alreadyAnswered });
    expect(questionAnswerRefusal({ answer: null, answerHiddenAt: when }, 5, 5)).toMatchObject({ code: 'conflict' });
  });
});
