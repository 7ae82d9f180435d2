import type { AirmanCandidate } from '../../domain/pilot/airmen/airman-candidates.js';
import type { FaaAirman } from '../../domain/pilot/airmen/faa-match.js';

/** Where candidates are read: a state (by his city) or a zip code. */
export interface CandidateQuery {
  /** The first letters of the last-name key (lastKeyPrefix). */
  lastKeyPrefix: string;
  state: string | null;
  zip: string | null;
}

/** The FAA's airmen file as loaded (issue 40): its month, candidates of a name, and what it says of one airman. */
export interface AirmenDirectory {
  /** The loaded file's month, 'YYYY-MM'; null when none is loaded. */
  fileMonth(): Promise<string | null>;
  /** The airmen whose last-name key starts with the prefix, in the state or at the zip (names and place only). */
  candidates(query: CandidateQuery): Promise<AirmanCandidate[]>;
  /** What the file says of one airman (certificates, ratings, medical), null when he is not in it. */
  airman(uniqueId: string): Promise<FaaAirman | null>;
}
