import type { MikroORM } from '@mikro-orm/postgresql';
import type { AdminExportSource, ExportKind, ExportRow } from '../../application/ports/admin-exports.js';
import { rolesOf } from '../../domain/user/user.js';

interface Query {
  columns: readonly string[];
  /** Selects rows after an id, in id order; the first column is the id. */
  sql: string;
  toRow(r: Record<string, unknown>): ExportRow;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
// Raw queries answer timestamps as PostgreSQL's text.
const date = (v: unknown) => new Date(v as string | Date);

const QUERIES: Record<ExportKind, Query> = {
  users: {
    columns: ['id', 'username', 'email', 'firstname', 'lastname', 'roles', 'provider', 'airport', 'isDiscoverable', 'createdAt'],
    sql: `select u.id, u.username, u.email, u.firstname, u.lastname, u.is_admin, u.is_instructor, u.provider, a.location_id,
                 u.is_discoverable, u.created_at
            from users u left join airports a on a.id = u.airport_id
           where u.id > ? order by u.id limit ?`,
    toRow: (r) => ({
      id: r.id as number, username: r.username as string, email: r.email as string, firstname: r.firstname as string,
      lastname: r.lastname as string, roles: rolesOf({ isAdmin: r.is_admin as boolean, isInstructor: r.is_instructor as boolean }),
      provider: r.provider as string, airport: (r.location_id as string | null) ?? null, isDiscoverable: r.is_discoverable as boolean,
      createdAt: date(r.created_at),
    }),
  },
  instructors: {
    columns: ['id', 'userId', 'username', 'firstname', 'lastname', 'email', 'businessName', 'ratePerHour', 'tags', 'isCommercial',
      'isDiscoverable', 'airport', 'city', 'state', 'createdAt'],
    sql: `select i.id, i.user_id, u.username, u.firstname, u.lastname, u.email, i.business_name, i.rate_per_hour, i.tags,
                 i.is_commercial, i.is_discoverable, p.location_id, p.city, p.state, i.created_at
            from instructors i join users u on u.id = i.user_id join airports p on p.id = i.airport_id
           where i.id > ? order by i.id limit ?`,
    toRow: (r) => ({
      id: r.id as number, userId: r.user_id as number, username: r.username as string, firstname: r.firstname as string,
      lastname: r.lastname as string, email: r.email as string, businessName: r.business_name as string, ratePerHour: num(r.rate_per_hour),
      tags: (r.tags as string[] | null) ?? [], isCommercial: r.is_commercial as boolean, isDiscoverable: r.is_discoverable as boolean,
      airport: r.location_id as string, city: r.city as string, state: r.state as string, createdAt: date(r.created_at),
    }),
  },
  shares: {
    columns: ['id', 'title', 'type', 'tailNumber', 'make', 'model', 'year', 'ratePerHour', 'isActive', 'ownerId', 'ownerUsername',
      'ownerEmail', 'airport', 'city', 'state', 'listDate'],
    sql: `select s.id, s.title, s.type, a.tail_number, a.make, a.model, a.year, s.rate_per_hour, s.is_active, s.owner_id,
                 u.username, u.email, p.location_id, p.city, p.state, s.list_date
            from shares s join aircraft a on a.id = s.aircraft_id join airports p on p.id = s.airport_id join users u on u.id = s.owner_id
           where s.id > ? order by s.id limit ?`,
    toRow: (r) => ({
      id: r.id as number, title: r.title as string, type: r.type as string, tailNumber: (r.tail_number as string | null) ?? null,
      make: r.make as string, model: r.model as string, year: num(r.year), ratePerHour: num(r.rate_per_hour), isActive: r.is_active as boolean,
      ownerId: r.owner_id as number, ownerUsername: r.username as string, ownerEmail: r.email as string, airport: r.location_id as string,
      city: r.city as string, state: r.state as string, listDate: date(r.list_date),
    }),
  },
};

/** The CSV exports' rows, a page at a time in primary-key order (no OFFSET, no cursor held open between pages). */
export class PostgresAdminExports implements AdminExportSource {
  constructor(private readonly orm: MikroORM) {}

  columns(kind: ExportKind): readonly string[] {
    return QUERIES[kind].columns;
  }

  async page(kind: ExportKind, afterId: number, limit: number): Promise<{ rows: ExportRow[]; lastId: number }> {
    const query = QUERIES[kind];
    const rows = await this.orm.em.execute<Record<string, unknown>[]>(query.sql, [afterId, limit]);
    return { rows: rows.map(query.toRow), lastId: rows.length ? Number(rows[rows.length - 1]!.id) : afterId };
  }
}
