import type { MikroORM } from '@mikro-orm/postgresql';
import type { AircraftClaim, AircraftClaimQuery, AircraftClaimRepository } from '../../application/ports/aircraft-claim.repository.js';
import type { ClaimStatus } from '../../domain/share/listing-ownership.js';
import { escapeLike } from './mikro-orm-user.repository.js';

interface ClaimRow {
  id: number; tail_number: string; share_id: number | null; share_title: string | null; owner_id: number | null; owner_name: string | null;
  claimant_id: number | null; claimant_name: string | null; claimant_username: string | null; claimant_email: string | null;
  message: string; status: ClaimStatus; created_at: Date; handled_at: Date | null;
}

const SELECT = `select c.id, c.tail_number, c.share_id, s.title as share_title, o.id as owner_id, trim(o.firstname || ' ' || o.lastname) as owner_name,
    u.id as claimant_id, trim(u.firstname || ' ' || u.lastname) as claimant_name, u.username as claimant_username, u.email as claimant_email,
    c.message, c.status, c.created_at, c.handled_at
  from aircraft_claims c
  left join shares s on s.id = c.share_id
  left join users o on o.id = s.owner_id
  left join users u on u.id = c.claimant_id`;

const toClaim = (r: ClaimRow): AircraftClaim => ({
  id: r.id,
  tailNumber: r.tail_number,
  share: r.share_id !== null ? { id: r.share_id, title: r.share_title ?? '', owner: { id: r.owner_id ?? 0, name: r.owner_name ?? '' } } : null,
  claimant: r.claimant_id !== null ? { id: r.claimant_id, name: r.claimant_name ?? '', username: r.claimant_username ?? '', email: r.claimant_email ?? '' } : null,
  message: r.message,
  status: r.status,
  createdAt: new Date(r.created_at),
  handledAt: r.handled_at ? new Date(r.handled_at) : null,
});

const SORT = { id: 'c.id', createdAt: 'c.created_at' } as const;

/** Claims on listed aircraft in `aircraft_claims` (migration 20261212340000). */
export class PostgresAircraftClaimRepository implements AircraftClaimRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em() {
    return this.orm.em;
  }

  async listingOf(tailNumber: string): Promise<{ shareId: number; ownerId: number } | null> {
    const [row] = await this.em.execute<{ id: number; owner_id: number }[]>(
      'select s.id, s.owner_id from aircraft a join shares s on s.aircraft_id = a.id where a.tail_number = ? limit 1', [tailNumber]);
    return row ? { shareId: row.id, ownerId: row.owner_id } : null;
  }

  async add(claim: { tailNumber: string; shareId: number; claimantId: number; message: string }): Promise<{ claim: AircraftClaim; created: boolean }> {
    // The partial unique index keeps one open claim per claimant and tail number; a second ask finds it.
    const [inserted] = await this.em.execute<{ id: number }[]>(
      `insert into aircraft_claims (tail_number, share_id, claimant_id, message) values (?, ?, ?, ?)
       on conflict (claimant_id, tail_number) where status = 'open' do nothing returning id`,
      [claim.tailNumber, claim.shareId, claim.claimantId, claim.message],
    );
    const id = inserted?.id ?? (await this.em.execute<{ id: number }[]>(
      `select id from aircraft_claims where claimant_id = ? and tail_number = ? and status = 'open'`, [claim.claimantId, claim.tailNumber]))[0]!.id;
    return { claim: (await this.findById(id))!, created: !!inserted };
  }

  async findById(id: number): Promise<AircraftClaim | null> {
    const [row] = await this.em.execute<ClaimRow[]>(`${SELECT} where c.id = ?`, [id]);
    return row ? toClaim(row) : null;
  }

  async list(q: AircraftClaimQuery): Promise<{ items: AircraftClaim[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.ids) {
      where.push(q.ids.length ? `c.id in (${q.ids.map(() => '?').join(', ')})` : 'false');
      params.push(...q.ids);
    }
    if (q.status) {
      where.push('c.status = ?');
      params.push(q.status);
    }
    if (q.tailNumber) {
      where.push('c.tail_number ilike ?');
      params.push(`%${escapeLike(q.tailNumber)}%`);
    }
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const dir = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const rows = await this.em.execute<(ClaimRow & { total: string })[]>(
      `${SELECT} ${filter} order by ${SORT[q.sort.field]} ${dir}, c.id ${dir} offset ? limit ?`,
      [...params, q.offset, q.limit],
    );
    const [count] = await this.em.execute<{ n: string }[]>(`select count(*) as n from aircraft_claims c ${filter}`, params);
    return { items: rows.map(toClaim), total: Number(count?.n ?? 0) };
  }

  async setStatus(id: number, status: ClaimStatus): Promise<AircraftClaim | null> {
    await this.em.execute(
      `update aircraft_claims set handled_at = case when ? = 'open' then null when status = ? then handled_at else now() end, status = ? where id = ?`,
      [status, status, status, id]);
    return this.findById(id);
  }
}
