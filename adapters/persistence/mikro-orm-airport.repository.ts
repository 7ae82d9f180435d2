import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { AIRPORT_GENERIC_WORDS, airportQueryCodes, type Airport } from '../../domain/airport/airport.js';
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

/**
 * An airport name as a pilot means it: lower case, punctuation as spaces, without the words that only say
 * what kind of field it is (AIRPORT_GENERIC_WORDS). "Bowman Field" and "BOWMAN" are both "bowman".
 */
const NAME_KEY = (expr: string) =>
  `btrim(regexp_replace(regexp_replace(regexp_replace(lower(${expr}), '[^a-z0-9]+', ' ', 'g'), ` +
  `'\\m(${AIRPORT_GENERIC_WORDS.join('|')})\\M', ' ', 'g'), '\\s+', ' ', 'g'))`;

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
   * Best match first, in tiers: the exact code (SDF, or KSDF read as SDF); then the exact name or city
   * ("Bowman", "Bowman Field" and "Louisville" are exact for LOU "Bowman" in Louisville); then a code, name
   * or city starting with the text; then the rest by trigram similarity of name or city. Within a tier the
   * busier airport comes first (listings, professionals and pilots there, from the search counters), then
   * an all-letter code (FAA identifiers with digits, like 3U3, belong to small fields), then the code's
   * alphabetical order. Without `bySimilarity`, each tier is in code order. The trigram GIN indexes serve
   * both `%` and `like`; the candidates are few, so the ranking expressions cost nothing noticeable.
   */
  async search(query: string, limit: number, bySimilarity = true): Promise<Airport[]> {
    const codes = airportQueryCodes(query);
    const q = query.trim().toLowerCase();
    const contains = `%${escapeLike(q)}%`;
    const prefix = `${escapeLike(q)}%`;
    const codeList = codes.map(() => '?').join(',');
    const order = bySimilarity
      ? 'tier, case when tier = 3 then sim end desc, activity desc, lettered desc, sim desc, location_id'
      : 'tier, location_id';
    const rows = await this.em.execute<AirportSqlRow[]>(
      `with q as (select ?::text as text, ${NAME_KEY('?::text')} as name)
       select id, location_id, facility, city, state, lat, long
         from (select a.*,
                      case when a.location_id in (${codeList}) then 0
                           when (q.name <> '' and ${NAME_KEY('a.facility')} = q.name) or lower(a.city) = q.text then 1
                           when lower(a.location_id) like ? or lower(a.facility) like ? or lower(a.city) like ? then 2
                           else 3 end as tier,
                      greatest(similarity(lower(a.facility), q.text), similarity(lower(a.city), q.text)) as sim,
                      coalesce(s.shares + s.instructors + s.users + s.professional_pilots, 0) as activity,
                      a.location_id ~ '^[A-Z]+$' as lettered
                 from airports a cross join q
                 left join search_airports s on s.airport_id = a.id
                where a.location_id in (${codeList})
                   or lower(a.location_id) like ?
                   or lower(a.facility) like ? or lower(a.city) like ?
                   or (q.name <> '' and lower(a.facility) like '%' || q.name || '%')
                   or lower(a.facility) % q.text or lower(a.city) % q.text) ranked
        order by ${order}
        limit ?`,
      [q, q, ...codes, prefix, prefix, prefix, ...codes, prefix, contains, contains, limit],
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
