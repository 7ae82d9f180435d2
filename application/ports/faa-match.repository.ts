import type { FaaMatch } from '../../domain/pilot/airmen/faa-match.js';

/** Each pilot's last FAA match (issue 40), removed with the account. */
export interface FaaMatchStore {
  find(userId: number): Promise<FaaMatch | null>;
  findMany(userIds: number[]): Promise<Map<number, FaaMatch>>;
  save(userId: number, match: FaaMatch): Promise<void>;
}
