import { canAsk } from '../../domain/question/question-rules.js';
import { questionViewOf } from '../../domain/question/question-view-of.js';
import type { QuestionList } from '../../domain/question/question-view.js';
import type { User } from '../../domain/user/user.js';
import type { QuestionRepository } from '../ports/question.repository.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { visibleShare } from '../shares/share-access.js';

export const QUESTIONS_SHOWN = 100;

/** GET /share/:id/questions: the listing's questions that are not hidden, newest first; public. */
export class ListQuestions {
  constructor(
    private readonly shares: ShareRepository,
    private readonly questions: QuestionRepository,
  ) {}

  async execute(viewer: User | null, shareId: number): Promise<QuestionList> {
    const share = await visibleShare(this.shares, viewer, shareId);
    const items = await this.questions.forShare(share.id, QUESTIONS_SHOWN);
    const viewerId = viewer?.id ?? null;
    return { items: items.map((q) => questionViewOf(q, viewerId, share.owner.id)), canAsk: canAsk(viewerId, share.owner.id) };
  }
}
