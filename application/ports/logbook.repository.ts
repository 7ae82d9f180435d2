import type { LogbookFlight } from '../../domain/pilot/logbook/logbook-flight.js';

/** What an import added: the new flights, and those the log already had (the same date, tail, departure and total). */
export interface LogbookAddition {
  added: number;
  duplicates: number;
}

/** Pilots' imported logbooks (issue 40): flights are added, never replaced; removed with the account. */
export interface LogbookRepository {
  /** The pilot's flights, the latest first. */
  flights(userId: number): Promise<LogbookFlight[]>;
  /** Of these flights' duplicate keys (logbook-flight.ts), those the pilot's log already has. */
  existingKeys(userId: number, keys: string[]): Promise<Set<string>>;
  /** Adds the flights the log does not have yet, all or none (one statement). */
  add(userId: number, flights: LogbookFlight[]): Promise<LogbookAddition>;
  /** Removes every imported flight of the pilot; answers how many. */
  clear(userId: number): Promise<number>;
}
