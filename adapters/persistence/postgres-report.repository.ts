import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NewReport, ReportableItem, ReportListQuery, ReportRepository, StoredReport } from '../../application/ports/report.repository.js';
import { conflict } from '../../domain/errors.js';
import { hiddenColumnOf, REPORT_MESSAGES } from '../../domain/report/report-rules.js';
import type { ReportKind, ReportStatus } from '../../domain/report/report-view.js';
import { hasSqlState } from './postgres-errors.js';

/** Where each kind of item lives, its text and its author. */
const ITEM_TABLE: Record<ReportKind, 'messages' | 'reviews' | 'share_questions'> = {
  message: 'messages', review: 'reviews', reviewAnswer: 'reviews', question: 'share_questions', questionAnswer: 'share_questions',
};

/**
 * Per kind: a query of the item's author when the user (second parameter, then `now`) may see it. Shown
 * reviews: visible_from has come; their two sides always see them. Questions: on a listing that is active.
 */
const VISIBLE: Record<ReportKind, string> = {
  message: `select m.author_id from messages m join conversation_members cm on cm.conversation_id = m.conversation_id and cm.user_id = ?
    where m.id = ? and m.hidden_at is null`,
  review: `select r.author_id from reviews r where r.id = ? and r.hidden_at is null and (r.visible_from <= ? or ? in (r.author_id, r.subject_id))`,
  reviewAnswer: `select r.subject_id as author_id from reviews r where r.id = ? and r.hidden_at is null and r.answer_text is not null
    and r.answer_hidden_at is null and (r.visible_from <= ? or ? in (r.author_id, r.subject_id))`,
  question: `select q.author_id from share_questions q join shares s on s.id = q.share_id where q.id = ? and q.hidden_at is null and (s.is_active or s.owner_id = ?)`,
  questionAnswer: `select s.owner_id as author_id from share_questions q join shares s on s.id = q.share_id
    where q.id = ? and q.hidden_at is null and q.answer_text is not null and q.answer_hidden_at is null and (s.is_active or s.owner_id = ?)`,
};

const paramsOf = (kind: ReportKind, itemId: number, userId: number, now: Date): unknown[] => {
  switch (kind) {
    case 'message':
      return [userId, itemId];
    case 'review':
    case 'reviewAnswer':
      return [itemId, now, userId];
    default:
      return [itemId, userId];
  }
};

interface ReportRow {
  id: number; kind: ReportKind; item_id: string; text: string | null; reason: string; status: ReportStatus; created_at: Date;
  handled_at: Date | null; share_id: number | null; reporter_id: number | null; reporter_name: string | null;
  author_id: number | null; author_name: string | null; author_disabled: boolean | null; handled_by: number | null; handler_name: string | null;
}

const SELECT = `select r.id, r.kind, r.item_id, r.reason, r.status, r.created_at, r.handled_at,
    case r.kind when 'message' then m.text when 'review' then rv.text when 'reviewAnswer' then rv.answer_text
      when 'question' then q.text when 'questionAnswer' then q.answer_text end as text,
    coalesce(rv.share_id, q.share_id) as share_id,
    r.reporter_id, concat_ws(' ', rep.firstname, rep.lastname) as reporter_name,
    au.id as author_id, concat_ws(' ', au.firstname, au.lastname) as author_name, au.is_disabled as author_disabled,
    r.handled_by, concat_ws(' ', hb.firstname, hb.lastname) as handler_name
  from reports r
  left join messages m on r.kind = 'message' and m.id = r.item_id
  left join reviews rv on r.kind in ('review', 'reviewAnswer') and rv.id = r.item_id
  left join share_questions q on r.kind in ('question', 'questionAnswer') and q.id = r.item_id
  left join users rep on rep.id = r.reporter_id
  left join users au on au.id = r.author_id
  left join users hb on hb.id = r.handled_by`;

const toReport = (r: ReportRow): StoredReport => ({
  id: r.id, kind: r.kind, itemId: Number(r.item_id), text: r.text ?? '', reason: r.reason, shareId: r.share_id,
  reporter: r.reporter_id !== null ? { id: r.reporter_id, name: r.reporter_name ?? '' } : null,
  author: r.author_id !== null ? { id: r.author_id, name: r.author_name ?? '', isDisabled: !!r.author_disabled } : null,
  status: r.status, createdAt: new Date(r.created_at), handledAt: r.handled_at ? new Date(r.handled_at) : null,
  handledBy: r.handled_by !== null ? { id: r.handled_by, name: r.handler_name ?? '' } : null,
});

const SORT = { id: 'r.id', createdAt: 'r.created_at' } as const;

/** Reports in PostgreSQL; the partial unique index `reports_once` keeps one open report per reporter and item. */
export class PostgresReportRepository implements ReportRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async visibleItem(kind: ReportKind, itemId: number, userId: number, now: Date): Promise<ReportableItem | null> {
    const [row] = await this.em.execute<{ author_id: number | null }[]>(VISIBLE[kind], paramsOf(kind, itemId, userId, now));
    return row ? { authorId: row.author_id } : null;
  }

  async create(r: NewReport): Promise<number> {
    try {
      const [row] = await this.em.execute<{ id: number }[]>(
        'insert into reports (kind, item_id, reporter_id, author_id, reason, created_at) values (?, ?, ?, ?, ?, ?) returning id',
        [r.kind, r.itemId, r.reporterId, r.authorId, r.reason, r.createdAt],
      );
      return row!.id;
    } catch (e) {
      if (hasSqlState(e, '23505')) throw conflict(REPORT_MESSAGES.alreadyReported);
      throw e;
    }
  }

  async findById(id: number): Promise<StoredReport | null> {
    const [row] = await this.em.execute<ReportRow[]>(`${SELECT} where r.id = ?`, [id]);
    return row ? toReport(row) : null;
  }

  async list(q: ReportListQuery): Promise<{ items: StoredReport[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.ids) {
      where.push(q.ids.length ? `r.id in (${q.ids.map(() => '?').join(', ')})` : 'false');
      params.push(...q.ids);
    }
    if (q.status) {
      where.push('r.status = ?');
      params.push(q.status);
    }
    if (q.kind) {
      where.push('r.kind = ?');
      params.push(q.kind);
    }
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const dir = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const rows = await this.em.execute<ReportRow[]>(`${SELECT} ${filter} order by ${SORT[q.sort.field]} ${dir}, r.id ${dir} offset ? limit ?`, [...params, q.offset, q.limit]);
    const [count] = await this.em.execute<{ n: string }[]>(`select count(*) as n from reports r ${filter}`, params);
    return { items: rows.map(toReport), total: Number(count?.n ?? 0) };
  }

  async setStatus(id: number, status: ReportStatus, handledBy: number, at: Date): Promise<void> {
    await this.em.execute('update reports set status = ?, handled_by = ?, handled_at = ? where id = ?', [status, handledBy, at, id]);
  }

  async setItemHidden(kind: ReportKind, itemId: number, at: Date | null): Promise<void> {
    const column = hiddenColumnOf(kind);
    // Hiding keeps the first time it was hidden; showing again clears it.
    const value = at ? `coalesce(${column}, ?)` : '?';
    await this.em.execute(`update ${ITEM_TABLE[kind]} set ${column} = ${value} where id = ?`, [at, itemId]);
  }

  async otherHidingReport(kind: ReportKind, itemId: number, exceptReportId: number): Promise<boolean> {
    const column = hiddenColumnOf(kind);
    const kinds = (Object.keys(ITEM_TABLE) as ReportKind[]).filter((k) => ITEM_TABLE[k] === ITEM_TABLE[kind] && hiddenColumnOf(k) === column);
    const rows = await this.em.execute(
      `select 1 from reports where item_id = ? and kind in (${kinds.map(() => '?').join(', ')}) and status = 'hidden' and id <> ? limit 1`,
      [itemId, ...kinds, exceptReportId],
    );
    return rows.length > 0;
  }
}
