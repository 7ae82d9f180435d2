/**
 * Listing questions in memory, with the store's rules (postgres-question.repository.ts): the author's name
 * read with each question (else his username), a listing's questions newest first without the hidden ones,
 * an answer stored once and never over a hidden one.
 */
import type { Question } from '../../domain/question/question.js';
import type { NewQuestion, QuestionRepository } from '../ports/question.repository.js';
import type { UserRepository } from '../ports/user.repository.js';

export type QuestionRow = Omit<Question, 'authorName'>;

export class InMemoryQuestionRepository implements QuestionRepository {
  /** By id; reports hide a question (hiddenAt) or its answer (answerHiddenAt) here. */
  readonly rows = new Map<number, QuestionRow>();
  private nextId = 1;

  constructor(private readonly users: Pick<UserRepository, 'findById'>) {}

  async create(n: NewQuestion) {
    const row: QuestionRow = { ...n, id: this.nextId++, answer: null, answerHiddenAt: null, hiddenAt: null };
    this.rows.set(row.id, row);
    return this.view(row);
  }
  async findById(id: number) {
    const row = this.rows.get(id);
    return row ? this.view(row) : null;
  }
  async forShare(shareId: number, limit: number) {
    const rows = [...this.rows.values()]
      .filter((q) => q.shareId === shareId && !q.hiddenAt)
      .sort((a, b) => +b.createdAt - +a.createdAt || b.id - a.id)
      .slice(0, limit);
    return Promise.all(rows.map((q) => this.view(q)));
  }
  async saveAnswer(id: number, text: string, at: Date) {
    const row = this.rows.get(id);
    if (!row || row.answer || row.answerHiddenAt) return null;
    row.answer = { text, at };
    return this.view(row);
  }

  private async view(q: QuestionRow): Promise<Question> {
    const u = await this.users.findById(q.authorId);
    const name = u ? [u.firstname, u.lastname].filter(Boolean).join(' ') || u.username : '';
    return structuredClone({ ...q, authorName: name });
  }
}
