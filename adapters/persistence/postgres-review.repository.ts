import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AdminReviewQuery, NewReview, ReviewRepository, ReviewScope } from '../../application/ports/review.repository.js';
import { conflict } from '../../domain/errors.js';
import { ratingFrom, REVIEW_MESSAGES } from '../../domain/review/review-rules.js';
import type { RatingSummary, ReviewRole } from '../../domain/review/review-view.js';
import type { ReviewRecord } from '../../domain/review/review.js';
import { hasSqlState } from './postgres-errors.js';

interface ReviewRow {
  id: number; booking_id: number; share_id: number | null; author_id: number; subject_id: number; author_role: ReviewRole;
  stars: number; text: string; created_at: Date; visible_from: Date; answer_text: string | null; answered_at: Date | null;
  answer_hidden_at: Date | null; hidden_at: Date | null; share_title: string | null; author_name: string; author_avatar_url: string | null;
  subject_name: string;
}

const nameOf = (alias: string) => `coalesce(nullif(concat_ws(' ', nullif(${alias}.firstname, ''), nullif(${alias}.lastname, '')), ''), ${alias}.username)`;

/** The review with its listing's title and both names. */
const SELECT = `select r.id, r.booking_id, r.share_id, r.author_id, r.subject_id, r.author_role, r.stars, r.text, r.created_at, r.visible_from,
    r.answer_text, r.answered_at, r.answer_hidden_at, r.hidden_at, s.title as share_title,
    ${nameOf('a')} as author_name, a.avatar_url as author_avatar_url, ${nameOf('u')} as subject_name
  from reviews r
  join users a on a.id = r.author_id
  join users u on u.id = r.subject_id
  left join shares s on s.id = r.share_id`;

const toRecord = (r: ReviewRow): ReviewRecord => ({
  id: r.id, bookingId: r.booking_id, shareId: r.share_id, authorId: r.author_id, subjectId: r.subject_id, authorRole: r.author_role,
  stars: Number(r.stars), text: r.text, createdAt: new Date(r.created_at), visibleFrom: new Date(r.visible_from),
  answer: r.answer_text !== null && r.answered_at ? { text: r.answer_text, at: new Date(r.answered_at) } : null,
  answerHiddenAt: r.answer_hidden_at ? new Date(r.answer_hidden_at) : null, hiddenAt: r.hidden_at ? new Date(r.hidden_at) : null,
  shareTitle: r.share_title, authorName: r.author_name, authorAvatarUrl: r.author_avatar_url, subjectName: r.subject_name,
});

/** A listing's reviews are its pilots' (the owner's are about the pilot); a person's, those about him. */
function scopeSql(scope: ReviewScope): [string, unknown[]] {
  if ('shareId' in scope) return [`r.share_id = ? and r.author_role = 'pilot'`, [scope.shareId]];
  // His side in the booking is the other of the author's: reviews of him as a pilot are the owners'.
  if (scope.subjectRole) return ['r.subject_id = ? and r.author_role = ?', [scope.subjectId, scope.subjectRole === 'pilot' ? 'owner' : 'pilot']];
  return ['r.subject_id = ?', [scope.subjectId]];
}

const SHOWN = 'r.hidden_at is null and r.visible_from <= ?';
const ADMIN_SORT = { id: 'r.id', createdAt: 'r.created_at', stars: 'r.stars' } as const;

/** Reviews in PostgreSQL (`reviews`); "now" is always the application's clock, never the database's. */
export class PostgresReviewRepository implements ReviewRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async lockBooking(bookingId: number): Promise<void> {
    await this.em.execute('select 1 from booking_requests where id = ? for update', [bookingId]);
  }

  async forBookings(bookingIds: number[]): Promise<ReviewRecord[]> {
    if (!bookingIds.length) return [];
    const rows = await this.em.execute<ReviewRow[]>(`${SELECT} where r.booking_id in (${bookingIds.map(() => '?').join(', ')}) order by r.id`, bookingIds);
    return rows.map(toRecord);
  }

  async create(n: NewReview): Promise<ReviewRecord> {
    try {
      const [row] = await this.em.execute<{ id: number }[]>(
        `insert into reviews (booking_id, share_id, author_id, subject_id, author_role, stars, text, created_at, visible_from)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        [n.bookingId, n.shareId, n.authorId, n.subjectId, n.authorRole, n.stars, n.text, n.createdAt, n.visibleFrom],
      );
      return (await this.findById(row!.id))!;
    } catch (e) {
      if (hasSqlState(e, '23505')) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
      throw e;
    }
  }

  async showFrom(id: number, at: Date): Promise<void> {
    await this.em.execute('update reviews set visible_from = ? where id = ? and visible_from > ?', [at, id, at]);
  }

  async findById(id: number): Promise<ReviewRecord | null> {
    const [row] = await this.em.execute<ReviewRow[]>(`${SELECT} where r.id = ?`, [id]);
    return row ? toRecord(row) : null;
  }

  async saveAnswer(id: number, text: string, at: Date): Promise<ReviewRecord | null> {
    const rows = await this.em.execute<{ id: number }[]>(
      'update reviews set answer_text = ?, answered_at = ? where id = ? and answered_at is null and answer_hidden_at is null returning id',
      [text, at, id],
    );
    return rows.length ? this.findById(id) : null;
  }

  async shown(scope: ReviewScope, now: Date, page: { offset: number; limit: number }): Promise<{ items: ReviewRecord[]; total: number }> {
    const [where, params] = scopeSql(scope);
    const rows = await this.em.execute<(ReviewRow & { total: string })[]>(
      `${SELECT.replace('select ', 'select count(*) over () as total, ')} where ${where} and ${SHOWN} order by r.visible_from desc, r.id desc offset ? limit ?`,
      [...params, now, page.offset, page.limit],
    );
    const total = rows[0] ? Number(rows[0].total) : page.offset > 0 ? (await this.rating(scope, now))?.count ?? 0 : 0;
    return { items: rows.map(toRecord), total };
  }

  async rating(scope: ReviewScope, now: Date): Promise<RatingSummary | null> {
    const [where, params] = scopeSql(scope);
    const [row] = await this.em.execute<{ sum: string | null; n: string }[]>(
      `select sum(r.stars) as sum, count(*) as n from reviews r where ${where} and ${SHOWN}`, [...params, now],
    );
    return ratingFrom(Number(row?.sum ?? 0), Number(row?.n ?? 0));
  }

  async shareRatings(shareIds: number[], now: Date): Promise<Map<number, RatingSummary>> {
    const ratings = new Map<number, RatingSummary>();
    if (!shareIds.length) return ratings;
    // One query for a page of cards, on the partial index reviews_share (share_id, visible_from) of pilots' reviews.
    const rows = await this.em.execute<{ share_id: number; sum: string; n: string }[]>(
      `select r.share_id, sum(r.stars) as sum, count(*) as n from reviews r
        where r.share_id = any(?::int[]) and r.author_role = 'pilot' and ${SHOWN} group by r.share_id`,
      [`{${shareIds.map((id) => Math.trunc(id)).join(',')}}`, now],
    );
    for (const r of rows) {
      const rating = ratingFrom(Number(r.sum), Number(r.n));
      if (rating) ratings.set(Number(r.share_id), rating);
    }
    return ratings;
  }

  async hostRatings(ownerIds: number[], now: Date): Promise<Map<number, RatingSummary>> {
    const ratings = new Map<number, RatingSummary>();
    if (!ownerIds.length) return ratings;
    const rows = await this.em.execute<{ subject_id: number; sum: string; n: string }[]>(
      `select r.subject_id, sum(r.stars) as sum, count(*) as n from reviews r
        where r.subject_id = any(?::int[]) and r.author_role = 'pilot' and ${SHOWN} group by r.subject_id`,
      [`{${ownerIds.map((id) => Math.trunc(id)).join(',')}}`, now],
    );
    for (const r of rows) {
      const rating = ratingFrom(Number(r.sum), Number(r.n));
      if (rating) ratings.set(Number(r.subject_id), rating);
    }
    return ratings;
  }

  async adminList(q: AdminReviewQuery): Promise<{ items: ReviewRecord[]; total: number }> {
    const conditions: [string, unknown[]][] = [];
    if (q.ids) conditions.push([q.ids.length ? `r.id in (${q.ids.map(() => '?').join(', ')})` : 'false', q.ids]);
    if (q.hidden !== undefined) conditions.push([q.hidden ? 'r.hidden_at is not null' : 'r.hidden_at is null', []]);
    if (q.shareId !== undefined) conditions.push(['r.share_id = ?', [q.shareId]]);
    if (q.userId !== undefined) conditions.push(['(r.author_id = ? or r.subject_id = ?)', [q.userId, q.userId]]);
    const filter = conditions.length ? `where ${conditions.map(([s]) => s).join(' and ')}` : '';
    const params = conditions.flatMap(([, p]) => p);
    const dir = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const [count] = await this.em.execute<{ n: string }[]>(`select count(*) as n from reviews r ${filter}`, params);
    const rows = await this.em.execute<ReviewRow[]>(`${SELECT} ${filter} order by ${ADMIN_SORT[q.sort.field]} ${dir}, r.id ${dir} offset ? limit ?`, [...params, q.offset, q.limit]);
    return { items: rows.map(toRecord), total: Number(count?.n ?? 0) };
  }

  async setHidden(id: number, at: Date | null): Promise<ReviewRecord | null> {
    await this.em.execute('update reviews set hidden_at = ? where id = ?', [at, id]);
    return this.findById(id);
  }
}
