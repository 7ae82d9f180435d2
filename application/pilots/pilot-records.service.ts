import type { Clock } from '../ports/security.js';
import { invalidFields } from '../../domain/errors.js';
import type { FlownOnWingshare } from '../../domain/pilot/flown-on-wingshare.js';
import type { PilotRecord } from '../../domain/pilot/pilot-record.js';
import { hoursRangeOf } from '../../domain/pilot/public-record.js';
import { readPilotRecord } from '../../domain/pilot/pilot-record-rules.js';
import type { User } from '../../domain/user/user.js';
import type { PilotRecordRepository } from '../ports/pilot-record.repository.js';
import type { UserRepository } from '../ports/user.repository.js';
import { utcDay } from './pilot-day.js';
import { PilotEvidence, type PilotEvidenceRecord } from './pilot-evidence.js';
import type { RecordSources } from '../../domain/pilot/record-sources.js';

/**
 * The record as GET /user/record answers it: the record, the profile's hours range derived from it and what
 * he flew on Wingshare (issue 36), kept apart from what he declared; and the figures as the site counts them
 * (`counted`: declared, logbook, Wingshare and FAA file together) with each one's source (issue 40).
 */
export type OwnRecord = PilotRecord & {
  hoursRange: string | null;
  flownOnWingshare: FlownOnWingshare;
  counted: Pick<PilotRecord, 'certificate' | 'ratings' | 'totalHours' | 'classHours' | 'makeModelHours' | 'flightReview'>;
  sources: RecordSources;
};

/** What GET answers beside the record: accepted back by PUT and dropped (none of it is the pilot's to write). */
const DERIVED_KEYS = ['hoursRange', 'flownOnWingshare', 'counted', 'sources'] as const;

/**
 * GET and PUT /user/record: the signed-in pilot's own record. Its dates are checked against the server's
 * UTC day (no listing is involved). Saving a total keeps the profile's range (spec TOTAL_HOURS) in step.
 */
export class PilotRecords {
  constructor(
    private readonly records: PilotRecordRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock = { now: () => new Date() },
    /** The record's sources (issue 40): the declared record, and without flights nothing flown. */
    private readonly evidence: PilotEvidence = new PilotEvidence({ records }),
  ) {}

  /** One read of the evidence answers all of it: the declared record, what he flew here, the counted figures. */
  async read(user: User): Promise<OwnRecord> {
    const evidence = await this.evidence.of(user.id, utcDay(this.clock.now()));
    const { declared } = evidence;
    return { ...declared, hoursRange: declared.totalHours === null ? user.totalHours : hoursRangeOf(declared.totalHours), ...derived(evidence) };
  }

  async save(user: User, input: unknown): Promise<OwnRecord> {
    // What GET answers is accepted back: its derived range and the hours flown on Wingshare are not his to write.
    const body = input && typeof input === 'object' && !Array.isArray(input) ? { ...(input as Record<string, unknown>) } : input;
    if (body && typeof body === 'object') for (const key of DERIVED_KEYS) delete (body as Record<string, unknown>)[key];
    const read = readPilotRecord(body, utcDay(this.clock.now()));
    if (!read.ok) throw invalidFields(read.errors);
    await this.records.save(user.id, read.record);
    let hoursRange = user.totalHours;
    if (read.record.totalHours !== null) {
      hoursRange = hoursRangeOf(read.record.totalHours);
      if (hoursRange !== user.totalHours) await this.users.update(user.id, { totalHours: hoursRange });
    }
    return { ...read.record, hoursRange, ...derived(await this.evidence.of(user.id, utcDay(this.clock.now()))) };
  }
}

function derived({ record, sources, flownOnWingshare }: PilotEvidenceRecord): Pick<OwnRecord, 'flownOnWingshare' | 'counted' | 'sources'> {
  const { certificate, ratings, totalHours, classHours, makeModelHours, flightReview } = record;
  return { flownOnWingshare, counted: { certificate, ratings, totalHours, classHours, makeModelHours, flightReview }, sources };
}
