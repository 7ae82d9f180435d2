import type { PilotRecord } from '../../domain/pilot/pilot-record.js';

/** Pilots' records (issue 15): one per pilot who saved one, removed with the account. */
export interface PilotRecordRepository {
  find(userId: number): Promise<PilotRecord | null>;
  save(userId: number, record: PilotRecord): Promise<void>;
  /** The records of these pilots that exist (the owner's Requests list). */
  findMany(userIds: number[]): Promise<Map<number, PilotRecord>>;
}
