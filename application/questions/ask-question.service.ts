import { invalidFields } from '../../domain/errors.js';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';
import type { Question } from '../../domain/question/question.js';
import { assertMayAsk, readQuestion } from '../../domain/question/question-rules.js';
import { questionViewOf } from '../../domain/question/question-view-of.js';
import type { QuestionView } from '../../domain/question/question-view.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { Mailer } from '../ports/mailer.js';
import type { QuestionRepository } from '../ports/question.repository.js';
import type { RateLimits } from '../ports/rate-limits.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UserRepository } from '../ports/user.repository.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { visibleShare } from '../shares/share-access.js';

/**
 * POST /share/:id/questions: a signed-in user but the owner asks a public question on a listing he can see;
 * the owner is mailed (through the Mailer: the outbox), in the transaction that stores the question, once per
 * question. Counted against questionsPerUser (429 over it); refused questions do not count.
 */
export class AskQuestion {
  constructor(
    private readonly shares: ShareRepository,
    private readonly questions: QuestionRepository,
    private readonly mailer: Mailer,
    private readonly rateLimits: RateLimits,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    /** The owner's address: a listing's view carries it only when he made it public (issue 16, emailPublic). */
    private readonly users: Pick<UserRepository, 'findById'>,
  ) {}

  /** `siteUrl`: the site's address for the mail's link to the listing. */
  async execute(user: User, shareId: number, text: unknown, siteUrl: string): Promise<QuestionView> {
    const share = await visibleShare(this.shares, user, shareId);
    assertMayAsk(user.id, share.owner.id);
    const read = readQuestion(text);
    if (!read.ok) throw invalidFields(read.errors);
    const key = String(user.id);
    await this.rateLimits.check('questionsPerUser', key);
    const question = await this.unitOfWork.run(async () => {
      const saved = await this.questions.create({ shareId: share.id, authorId: user.id, text: read.text, createdAt: this.clock.now() });
      const owner = await this.users.findById(share.owner.id);
      if (owner) await this.mailer.send(questionMail(share, saved, siteUrl, owner.email));
      return saved;
    });
    await this.rateLimits.record('questionsPerUser', key);
    return questionViewOf(question, user.id, share.owner.id);
  }
}

/** The owner's mail: who asked, what, and the link to the listing (where he answers). */
export function questionMail(share: Share, q: Question, siteUrl: string, to: string): OutgoingMail {
  const title = share.title || 'your listing';
  const link = `${siteUrl.replace(/\/+$/, '')}/?share=${share.id}`;
  const text = [
    `Hello ${share.owner.first || 'there'},`,
    '',
    `${q.authorName} asked a question about ${title}:`,
    '',
    ...q.text.split('\n').map((l) => `  ${l}`),
    '',
    `Answer it on the listing (everyone sees the question and your answer): ${link}`,
  ].join('\n');
  return {
    to,
    kind: 'share_question',
    subject: `New question about ${title}`.replace(/\s+/g, ' ').slice(0, 200),
    text,
    html: text.split('\n').map(escapeHtml).join('<br>\n'),
    idempotencyKey: `share_question-${q.id}`,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
