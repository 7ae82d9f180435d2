import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NewQuestion, QuestionRepository } from '../../application/ports/question.repository.js';
import type { Question } from '../../domain/question/question.js';

interface QuestionRow {
  id: number; share_id: number; author_id: number; author_name: string; text: string; created_at: Date;
  answer_text: string | null; answered_at: Date | null; answer_hidden_at: Date | null; hidden_at: Date | null;
}

const SELECT = `select q.id, q.share_id, q.author_id, q.text, q.created_at, q.answer_text, q.answered_at, q.answer_hidden_at, q.hidden_at,
    coalesce(nullif(concat_ws(' ', nullif(u.firstname, ''), nullif(u.lastname, '')), ''), u.username) as author_name
  from share_questions q join users u on u.id = q.author_id`;

const toQuestion = (r: QuestionRow): Question => ({
  id: r.id, shareId: r.share_id, authorId: r.author_id, authorName: r.author_name, text: r.text, createdAt: new Date(r.created_at),
  answer: r.answer_text !== null && r.answered_at ? { text: r.answer_text, at: new Date(r.answered_at) } : null,
  answerHiddenAt: r.answer_hidden_at ? new Date(r.answer_hidden_at) : null, hiddenAt: r.hidden_at ? new Date(r.hidden_at) : null,
});

/** Listing questions in PostgreSQL (`share_questions`). */
export class PostgresQuestionRepository implements QuestionRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async create(n: NewQuestion): Promise<Question> {
    const [row] = await this.em.execute<{ id: number }[]>(
      'insert into share_questions (share_id, author_id, text, created_at) values (?, ?, ?, ?) returning id',
      [n.shareId, n.authorId, n.text, n.createdAt],
    );
    return (await this.findById(row!.id))!;
  }

  async findById(id: number): Promise<Question | null> {
    const [row] = await this.em.execute<QuestionRow[]>(`${SELECT} where q.id = ?`, [id]);
    return row ? toQuestion(row) : null;
  }

  async forShare(shareId: number, limit: number): Promise<Question[]> {
    const rows = await this.em.execute<QuestionRow[]>(`${SELECT} where q.share_id = ? and q.hidden_at is null order by q.created_at desc, q.id desc limit ?`, [shareId, limit]);
    return rows.map(toQuestion);
  }

  async saveAnswer(id: number, text: string, at: Date): Promise<Question | null> {
    const rows = await this.em.execute<{ id: number }[]>(
      'update share_questions set answer_text = ?, answered_at = ? where id = ? and answered_at is null and answer_hidden_at is null returning id',
      [text, at, id],
    );
    return rows.length ? this.findById(id) : null;
  }
}
