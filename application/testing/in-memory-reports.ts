/**
 * Reports in memory, over the other in-memory stores' messages, reviews and questions, with the rules of
 * postgres-report.repository.ts: what a user may see to report (a message only as one of its conversation's
 * two; a review once shown, or by its two sides; a question on a listing that is active or his), one open
 * report per reporter and item, hiding that keeps the first time hidden.
 */
import { conflict } from '../../domain/errors.js';
import { hiddenColumnOf, REPORT_MESSAGES } from '../../domain/report/report-rules.js';
import type { ReportKind, ReportStatus } from '../../domain/report/report-view.js';
import type { NewReport, ReportableItem, ReportListQuery, ReportRepository, StoredReport } from '../ports/report.repository.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UserRepository } from '../ports/user.repository.js';
import type { InMemoryConversationRepository } from './in-memory-conversations.js';
import type { InMemoryQuestionRepository } from './in-memory-questions.js';
import type { InMemoryReviewRepository } from './in-memory-reviews.js';

interface ReportRow extends NewReport {
  id: number;
  status: ReportStatus;
  handledBy: number | null;
  handledAt: Date | null;
}

const TABLE: Record<ReportKind, 'messages' | 'reviews' | 'questions'> = {
  message: 'messages', review: 'reviews', reviewAnswer: 'reviews', question: 'questions', questionAnswer: 'questions',
};

/** What an item is stored as, enough to hide it and to read it. */
interface Hideable {
  hiddenAt: Date | null;
  answerHiddenAt?: Date | null;
}

export interface ReportSources {
  conversations: InMemoryConversationRepository;
  reviews: InMemoryReviewRepository;
  questions: InMemoryQuestionRepository;
  shares: Pick<ShareRepository, 'findById'>;
  users: Pick<UserRepository, 'findById'>;
}

export class InMemoryReportRepository implements ReportRepository {
  readonly rows = new Map<number, ReportRow>();
  private nextId = 1;

  constructor(private readonly s: ReportSources) {}

  async visibleItem(kind: ReportKind, itemId: number, userId: number, now: Date): Promise<ReportableItem | null> {
    switch (kind) {
      case 'message': {
        const m = this.s.conversations.messageRows.get(itemId);
        const member = m && this.s.conversations.members.some((x) => x.conversationId === m.conversationId && x.userId === userId);
        return m && !m.hiddenAt && member ? { authorId: m.authorId } : null;
      }
      case 'review':
      case 'reviewAnswer': {
        const r = this.s.reviews.rows.get(itemId);
        if (!r || r.hiddenAt || !(r.visibleFrom <= now || userId === r.authorId || userId === r.subjectId)) return null;
        if (kind === 'review') return { authorId: r.authorId };
        return r.answer && !r.answerHiddenAt ? { authorId: r.subjectId } : null;
      }
      default: {
        const q = this.s.questions.rows.get(itemId);
        const share = q && !q.hiddenAt ? await this.s.shares.findById(q.shareId) : null;
        if (!q || !share || !(share.isActive || share.owner.id === userId)) return null;
        if (kind === 'question') return { authorId: q.authorId };
        return q.answer && !q.answerHiddenAt ? { authorId: share.owner.id } : null;
      }
    }
  }

  async create(r: NewReport) {
    const open = [...this.rows.values()].some((x) => x.status === 'open' && x.kind === r.kind && x.itemId === r.itemId && x.reporterId === r.reporterId);
    if (open) throw conflict(REPORT_MESSAGES.alreadyReported);
    const id = this.nextId++;
    this.rows.set(id, { ...r, id, status: 'open', handledBy: null, handledAt: null });
    return id;
  }

  async findById(id: number) {
    const row = this.rows.get(id);
    return row ? this.stored(row) : null;
  }

  async list(q: ReportListQuery) {
    const sign = q.sort.order === 'ASC' ? 1 : -1;
    const key = (r: ReportRow) => (q.sort.field === 'id' ? r.id : +r.createdAt);
    const all = [...this.rows.values()]
      .filter((r) => (!q.ids || q.ids.includes(r.id)) && (!q.status || r.status === q.status) && (!q.kind || r.kind === q.kind))
      .sort((a, b) => sign * (key(a) - key(b) || a.id - b.id));
    return { items: await Promise.all(all.slice(q.offset, q.offset + q.limit).map((r) => this.stored(r))), total: all.length };
  }

  async setStatus(id: number, status: ReportStatus, handledBy: number, at: Date) {
    const row = this.rows.get(id);
    if (row) Object.assign(row, { status, handledBy, handledAt: at });
  }

  async setItemHidden(kind: ReportKind, itemId: number, at: Date | null) {
    const item = this.item(kind, itemId);
    if (!item) return;
    const column = hiddenColumnOf(kind) === 'hidden_at' ? 'hiddenAt' : 'answerHiddenAt';
    item[column] = at ? (item[column] ?? at) : null; // hiding keeps the first time it was hidden
  }

  async otherHidingReport(kind: ReportKind, itemId: number, exceptReportId: number) {
    const same = (k: ReportKind) => TABLE[k] === TABLE[kind] && hiddenColumnOf(k) === hiddenColumnOf(kind);
    return [...this.rows.values()].some((r) => r.itemId === itemId && same(r.kind) && r.status === 'hidden' && r.id !== exceptReportId);
  }

  private item(kind: ReportKind, itemId: number): Hideable | undefined {
    if (TABLE[kind] === 'messages') return this.s.conversations.messageRows.get(itemId);
    if (TABLE[kind] === 'reviews') return this.s.reviews.rows.get(itemId);
    return this.s.questions.rows.get(itemId);
  }

  /** The item's text as it stands (also when hidden) and the listing it is about. */
  private content(kind: ReportKind, itemId: number): { text: string; shareId: number | null } {
    if (kind === 'message') return { text: this.s.conversations.messageRows.get(itemId)?.text ?? '', shareId: null };
    const item = TABLE[kind] === 'reviews' ? this.s.reviews.rows.get(itemId) : this.s.questions.rows.get(itemId);
    if (!item) return { text: '', shareId: null };
    const text = kind === 'reviewAnswer' || kind === 'questionAnswer' ? (item.answer?.text ?? '') : item.text;
    return { text, shareId: item.shareId };
  }

  private async person(id: number | null) {
    const u = id !== null ? await this.s.users.findById(id) : null;
    return u ? { id: u.id, name: [u.firstname, u.lastname].join(' '), isDisabled: u.isDisabled } : null;
  }

  private async stored(r: ReportRow): Promise<StoredReport> {
    const [reporter, author, handler] = await Promise.all([this.person(r.reporterId), this.person(r.authorId), this.person(r.handledBy)]);
    return {
      id: r.id, kind: r.kind, itemId: r.itemId, ...this.content(r.kind, r.itemId), reason: r.reason,
      reporter: reporter && { id: reporter.id, name: reporter.name }, author,
      status: r.status, createdAt: r.createdAt, handledAt: r.handledAt, handledBy: handler && { id: handler.id, name: handler.name },
    };
  }
}
