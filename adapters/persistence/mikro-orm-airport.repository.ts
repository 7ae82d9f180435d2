import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { airportQueryCodes, type Airport } from '../../domain/airport/airport.js';
import type { AirportRecord, AirportRepository } from '../../application/ports/airport.repository.js';
import { AirportSchema } from './entities/schemas.js';
import { escapeLike } from './mikro-orm-user.repository.js';

interface AirportSqlRow {
  id: number;
  location_id: string;
  facility: string;
  city: string;
  state: string;
  lat: number;
  long: number;
}

const toAirport = (r: AirportSqlRow): Airport => ({
  id: r.id,
  locationId: r.location_id,
  facility: r.facility,
  city: r.city,
  state: r.state,
  lat: Number(r.lat),
  long: Number(r.long),
});

export class MikroOrmAirportRepository implements AirportRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async findById(id: number): Promise<Airport | null> {
    const row = await this.em.findOne(AirportSchema, { id });
    return row ? { ...row } : null;
  }

  /**
   * Exact codes first (SDF, or KSDF read as SDF), then codes starting with the text, then the best
   * trigram similarity of name or city. The trigram GIN indexes serve both `%` and `like`.
   */
  async search(query: string, limit: number, bySimilarity = true): Promise<Airport[]> {
    const codes = airportQueryCodes(query);
    const q = query.trim().toLowerCase();
    const contains = `%${escapeLike(q)}%`;
    const codeList = codes.map(() => '?').join(',');
    const order = bySimilarity
      ? `exact desc, prefix desc, sim desc, location_id`
      : `exact desc, location_id`;
    const rows = await this.em.execute<(AirportSqlRow & { exact: boolean; prefix: boolean; sim: number })[]>(
      `select id, location_id, facility, city, state, lat, long,
              location_id in (${codeList}) as exact,
              lower(location_id) like ? as prefix,
              greatest(similarity(lower(facility), ?), similarity(lower(city), ?)) as sim
         from airports
        where location_id in (${codeList})
           or lower(location_id) like ?
           or lower(facility) like ? or lower(city) like ?
           or lower(facility) % ? or lower(city) % ?
        order by ${order}
        limit ?`,
      [...codes, `${escapeLike(q)}%`, q, q, ...codes, `${escapeLike(q)}%`, contains, contains, q, q, limit],
    );
    return rows.map(toAirport);
  }

  count(): Promise<number> {
    return this.em.count(AirportSchema, {});
  }

  async upsertMany(records: AirportRecord[]): Promise<number> {
    if (!records.length) return 0;
    await this.em.transactional(async (em) => {
      for (let i = 0; i < records.length; i += 500) {
        const chunk = records.slice(i, i + 500);
        await em.execute(
          `insert into airports (location_id, facility, city, state, lat, long) values
           ${chunk.map(() => '(?, ?, ?, ?, ?, ?)').join(',')}
           on conflict (location_id) do update set facility = excluded.facility, city = excluded.city,
             state = excluded.state, lat = excluded.lat, long = excluded.long`,
          chunk.flatMap((r) => [r.locationId, r.facility, r.city, r.state, r.lat, r.long]),
        );
      }
    });
    return records.length;
  }
}
