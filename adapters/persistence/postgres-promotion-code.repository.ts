import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { conflict } from '../../domain/errors.js';
import { PROMO_MESSAGES, type PromotionCode } from '../../domain/subscription/promotion-code.js';
import { escapeLike } from './mikro-orm-user.repository.js';

interface Row {
  id: number;
  code: string;
  percent_off: number;
  expires_at: Date | null;
  active: boolean;
  created_at: Date;
}

const toCode = (r: Row): PromotionCode => ({
  id: r.id,
  code: r.code,
  percentOff: r.percent_off,
  expiresAt: r.expires_at ? new Date(r.expires_at) : null,
  active: r.active,
  createdAt: new Date(r.created_at),
});

export type PromotionCodeFields = Pick<PromotionCode, 'code' | 'percentOff' | 'expiresAt' | 'active'>;

export interface PromotionCodeQuery {
  q?: string;
  ids?: number[];
  sort: { field: 'id' | 'code' | 'percentOff' | 'expiresAt' | 'createdAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

const SORT = { id: 'id', code: 'code', percentOff: 'percent_off', expiresAt: 'expires_at', createdAt: 'created_at' } as const;

/** The sandbox's promotion codes; codes compare case-insensitively and are stored upper-case. */
export class PostgresPromotionCodeRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em() {
    return this.orm.em;
  }

  async findByCode(code: string): Promise<PromotionCode | null> {
    const rows = await this.em.execute<Row[]>('select * from promotion_codes where upper(code) = upper(?)', [code.trim()]);
    return rows[0] ? toCode(rows[0]) : null;
  }

  async findById(id: number): Promise<PromotionCode | null> {
    const rows = await this.em.execute<Row[]>('select * from promotion_codes where id = ?', [id]);
    return rows[0] ? toCode(rows[0]) : null;
  }

  async create(f: PromotionCodeFields): Promise<PromotionCode> {
    const rows = await this.guard(() =>
      this.em.execute<Row[]>(
        'insert into promotion_codes (code, percent_off, expires_at, active) values (upper(?), ?, ?, ?) returning *',
        [f.code.trim(), f.percentOff, f.expiresAt, f.active],
      ),
    );
    return toCode(rows[0]!);
  }

  async update(id: number, f: Partial<PromotionCodeFields>): Promise<PromotionCode> {
    const current = await this.findById(id);
    if (!current) throw conflict('Promotion code not found');
    const next = { ...current, ...f };
    const rows = await this.guard(() =>
      this.em.execute<Row[]>(
        'update promotion_codes set code = upper(?), percent_off = ?, expires_at = ?, active = ? where id = ? returning *',
        [next.code.trim(), next.percentOff, next.expiresAt, next.active, id],
      ),
    );
    return toCode(rows[0]!);
  }

  async delete(id: number): Promise<void> {
    await this.em.execute('delete from promotion_codes where id = ?', [id]);
  }

  async list(q: PromotionCodeQuery): Promise<{ items: PromotionCode[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.ids) {
      where.push(`id in (${q.ids.map(() => '?').join(',') || 'null'})`);
      params.push(...q.ids);
    }
    if (q.q?.trim()) {
      where.push('code ilike ?');
      params.push(`%${escapeLike(q.q.trim())}%`);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const [{ total }] = await this.em.execute<{ total: number }[]>(`select count(*)::int as total from promotion_codes ${clause}`, params);
    const rows = await this.em.execute<Row[]>(
      `select * from promotion_codes ${clause} order by ${SORT[q.sort.field]} ${q.sort.order === 'ASC' ? 'asc' : 'desc'} nulls last, id limit ? offset ?`,
      [...params, q.limit, q.offset],
    );
    return { items: rows.map(toCode), total };
  }

  private async guard<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) throw conflict(PROMO_MESSAGES.codeTaken);
      throw e;
    }
  }
}
