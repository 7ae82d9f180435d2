import { conflict, invalidFields, isDomainError, notFound } from '../../domain/errors.js';
import { QUESTION_MESSAGES, questionAnswerRefusal, readQuestionAnswer } from '../../domain/question/question-rules.js';
import { questionViewOf } from '../../domain/question/question-view-of.js';
import type { QuestionView } from '../../domain/question/question-view.js';
import type { User } from '../../domain/user/user.js';
import type { QuestionRepository } from '../ports/question.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { visibleShare } from '../shares/share-access.js';

/** POST /questions/:id/answer: the listing's owner answers, once (403 anyone else, 409 a second time). */
export class AnswerQuestion {
  constructor(
    private readonly shares: ShareRepository,
    private readonly questions: QuestionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, id: number, text: unknown): Promise<QuestionView> {
    const question = await this.questions.findById(id);
    if (!question || question.hiddenAt) throw notFound(QUESTION_MESSAGES.notFound);
    // A question on a listing the caller cannot see (disabled) is as missing as the listing.
    const share = await visibleShare(this.shares, user, question.shareId).catch((e: unknown) => {
      throw isDomainError(e) && e.code === 'not_found' ? notFound(QUESTION_MESSAGES.notFound) : e;
    });
    const refusal = questionAnswerRefusal(question, user.id, share.owner.id);
    if (refusal) throw refusal;
    const read = readQuestionAnswer(text);
    if (!read.ok) throw invalidFields(read.errors);
    const saved = await this.questions.saveAnswer(id, read.text, this.clock.now());
    if (!saved) throw conflict(QUESTION_MESSAGES.alreadyAnswered);
    return questionViewOf(saved, user.id, share.owner.id);
  }
}
