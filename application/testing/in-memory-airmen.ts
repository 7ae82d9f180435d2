import type { AirmanCandidate } from '../../domain/pilot/airmen/airman-candidates.js';
import type { FaaAirman, FaaMatch } from '../../domain/pilot/airmen/faa-match.js';
import type { AirmenDirectory, CandidateQuery } from '../ports/airmen-directory.js';
import type { FaaMatchStore } from '../ports/faa-match.repository.js';

/** An airmen file in memory: its month (null: none loaded), candidates and what it says of each. */
export class InMemoryAirmenDirectory implements AirmenDirectory {
  month: string | null = null;
  readonly rows: (AirmanCandidate & { airman: FaaAirman })[] = [];
  /** The queries asked, so a test can check what was looked up. */
  readonly queries: CandidateQuery[] = [];

  async fileMonth() {
    return this.month;
  }
  async candidates(query: CandidateQuery) {
    this.queries.push(query);
    return this.rows
      .filter((r) => r.lastKey.startsWith(query.lastKeyPrefix) && (query.zip ? r.zip5 === query.zip : r.state === query.state))
      .map(({ airman: _, ...candidate }) => candidate);
  }
  async airman(uniqueId: string) {
    const row = this.rows.find((r) => r.uniqueId === uniqueId);
    return row ? structuredClone(row.airman) : null;
  }
}

export class InMemoryFaaMatchStore implements FaaMatchStore {
  readonly rows = new Map<number, FaaMatch>();

  async find(userId: number) {
    const m = this.rows.get(userId);
    return m ? structuredClone(m) : null;
  }
  async findMany(userIds: number[]) {
    return new Map(userIds.flatMap((id) => (this.rows.has(id) ? [[id, structuredClone(this.rows.get(id)!)] as const] : [])));
  }
  async save(userId: number, match: FaaMatch) {
    this.rows.set(userId, structuredClone(match));
  }
}
