import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuditAction, AuditEntry, AuditLog, AuditQuery, NewAuditEntry } from '../../application/ports/audit-log.js';
import { escapeLike } from './mikro-orm-user.repository.js';

interface Row {
  id: string;
  actor_id: number | null;
  actor_username: string;
  action: AuditAction;
  resource: string;
  record_id: string | null;
  before: unknown;
  after: unknown;
  created_at: Date;
}

const toEntry = (r: Row): AuditEntry => ({
  id: Number(r.id),
  actorId: r.actor_id,
  actorUsername: r.actor_username,
  action: r.action,
  resource: r.resource,
  recordId: r.record_id,
  before: r.before ?? null,
  after: r.after ?? null,
  createdAt: new Date(r.created_at),
});

/** JSON text of a snapshot (dates become ISO strings, as the API answers them), or SQL null. */
const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

const SORT = { id: 'id', createdAt: 'created_at' } as const;

/** The admin audit trail in `admin_audit_log`; written with `orm.em.execute`, so it joins the change's transaction. */
export class PostgresAuditLog implements AuditLog {
  constructor(private readonly orm: MikroORM) {}

  async record(e: NewAuditEntry): Promise<void> {
    await this.orm.em.execute(
      `insert into admin_audit_log (actor_id, actor_username, action, resource, record_id, before, after)
       values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)`,
      [e.actor.id, e.actor.username, e.action, e.resource, e.recordId, json(e.before), json(e.after)],
    );
  }

  async findById(id: number): Promise<AuditEntry | null> {
    const rows = await this.orm.em.execute<Row[]>('select * from admin_audit_log where id = ?', [id]);
    return rows[0] ? toEntry(rows[0]) : null;
  }

  async list(q: AuditQuery): Promise<{ items: AuditEntry[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.ids) {
      where.push(`id in (${q.ids.map(() => '?').join(', ') || 'null'})`);
      params.push(...q.ids);
    }
    if (q.q?.trim()) {
      const like = `%${escapeLike(q.q.trim())}%`;
      where.push('(actor_username ilike ? or resource ilike ? or record_id ilike ?)');
      params.push(like, like, like);
    }
    if (q.resource !== undefined) {
      where.push('resource = ?');
      params.push(q.resource);
    }
    if (q.actorId !== undefined) {
      where.push('actor_id = ?');
      params.push(q.actorId);
    }
    if (q.action !== undefined) {
      where.push('action = ?');
      params.push(q.action);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const dir = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const [{ total }] = await this.orm.em.execute<{ total: number }[]>(`select count(*)::int as total from admin_audit_log ${clause}`, params);
    const rows = await this.orm.em.execute<Row[]>(
      `select * from admin_audit_log ${clause} order by ${SORT[q.sort.field]} ${dir}, id ${dir} limit ? offset ?`,
      [...params, q.limit, q.offset],
    );
    return { items: rows.map(toEntry), total };
  }
}
