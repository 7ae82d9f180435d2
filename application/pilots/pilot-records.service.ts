import type { Clock } from '../ports/security.js';
import { invalidFields } from '../../domain/errors.js';
import { EMPTY_RECORD, type PilotRecord } from '../../domain/pilot/pilot-record.js';
import { hoursRangeOf } from '../../domain/pilot/public-record.js';
import { readPilotRecord } from '../../domain/pilot/pilot-record-rules.js';
import type { User } from '../../domain/user/user.js';
import type { PilotRecordRepository } from '../ports/pilot-record.repository.js';
import type { UserRepository } from '../ports/user.repository.js';
import { utcDay } from './pilot-day.js';

/** The record as GET /user/record answers it: the record and the profile's hours range derived from it. */
export type OwnRecord = PilotRecord & { hoursRange: string | null };

/**
 * GET and PUT /user/record: the signed-in pilot's own record. Its dates are checked against the server's
 * UTC day (no listing is involved). Saving a total keeps the profile's range (spec TOTAL_HOURS) in step.
 */
export class PilotRecords {
  constructor(
    private readonly records: PilotRecordRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock = { now: () => new Date() },
  ) {}

  async read(user: User): Promise<OwnRecord> {
    const record = (await this.records.find(user.id)) ?? EMPTY_RECORD;
    return { ...record, hoursRange: record.totalHours === null ? user.totalHours : hoursRangeOf(record.totalHours) };
  }

  async save(user: User, input: unknown): Promise<OwnRecord> {
    // What GET answers is accepted back: its derived range is not part of the record.
    const body = input && typeof input === 'object' && !Array.isArray(input) ? { ...(input as Record<string, unknown>) } : input;
    if (body && typeof body === 'object') delete (body as Record<string, unknown>).hoursRange;
    const read = readPilotRecord(body, utcDay(this.clock.now()));
    if (!read.ok) throw invalidFields(read.errors);
    await this.records.save(user.id, read.record);
    let hoursRange = user.totalHours;
    if (read.record.totalHours !== null) {
      hoursRange = hoursRangeOf(read.record.totalHours);
      if (hoursRange !== user.totalHours) await this.users.update(user.id, { totalHours: hoursRange });
    }
    return { ...read.record, hoursRange };
  }
}
