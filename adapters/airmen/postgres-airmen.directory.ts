import type { MikroORM } from '@mikro-orm/postgresql';
import type { AirmenDirectory, CandidateQuery } from '../../application/ports/airmen-directory.js';
import type { AirmanCandidate } from '../../domain/pilot/airmen/airman-candidates.js';
import { airmanFromFaa, type AirmanCertRow } from '../../domain/pilot/airmen/airman-codes.js';
import type { FaaAirman } from '../../domain/pilot/airmen/faa-match.js';

/** Candidates read at most: a common name's prefix in a large state stays a bounded read. */
const MAX_CANDIDATES = 2_000;

/** The airmen tables of migration 20261217300000, filled by importAirmen or the demo file. */
export class PostgresAirmenDirectory implements AirmenDirectory {
  constructor(private readonly orm: MikroORM) {}

  async fileMonth(): Promise<string | null> {
    const [row] = await this.orm.em.execute<{ month: string }[]>('select month from airmen_file where id = 1');
    return row?.month ?? null;
  }

  async candidates({ lastKeyPrefix, state, zip }: CandidateQuery): Promise<AirmanCandidate[]> {
    if (!lastKeyPrefix || (!zip && !state)) return [];
    // The prefix holds only A-Z and 0-9 (lastNameKey), so it needs no escaping for like.
    const [place, value] = zip ? ['zip5', zip] : ['state', state!.toUpperCase()];
    const rows = await this.orm.em.execute<{ unique_id: string; first_names: string; last_key: string; city: string; state: string; zip5: string }[]>(
      `select unique_id, first_names, last_key, city, state, zip5 from airmen where ${place} = ? and last_key like ? limit ${MAX_CANDIDATES}`,
      [value, `${lastKeyPrefix}%`],
    );
    return rows.map((r) => ({ uniqueId: r.unique_id, firstNames: r.first_names, lastKey: r.last_key, city: r.city, state: r.state, zip5: r.zip5 }));
  }

  async airman(uniqueId: string): Promise<FaaAirman | null> {
    const [basic] = await this.orm.em.execute<{ med_class: string; med_date: string; basic_med_course_date: string; basic_med_cmec_date: string }[]>(
      'select med_class, med_date, basic_med_course_date, basic_med_cmec_date from airmen where unique_id = ?',
      [uniqueId],
    );
    if (!basic) return null;
    const certs = await this.orm.em.execute<{ type: string; level: string; expire_date: string; ratings: string[] }[]>(
      'select type, level, expire_date, ratings from airmen_certs where unique_id = ?',
      [uniqueId],
    );
    const rows: AirmanCertRow[] = certs.map((c) => ({ type: c.type, level: c.level, expireDate: c.expire_date, ratings: c.ratings }));
    return airmanFromFaa(rows, {
      medClass: basic.med_class, medDate: basic.med_date, basicMedCourseDate: basic.basic_med_course_date, basicMedCmecDate: basic.basic_med_cmec_date,
    });
  }
}
