import type { Clock } from '../ports/security.js';
import { notFound } from '../../domain/errors.js';
import { toPilotProfile, type PilotProfile } from '../../domain/user/pilot-profile.js';
import type { User } from '../../domain/user/user.js';
import type { AirportRepository } from '../ports/airport.repository.js';
import type { UserRepository } from '../ports/user.repository.js';
import type { PilotRecordRepository } from '../ports/pilot-record.repository.js';
import { publicRecord } from '../../domain/pilot/public-record.js';
import { utcDay } from '../pilots/pilot-day.js';

export const PILOT_NOT_FOUND = 'This pilot is not available.';

/**
 * GET /user/:id: one pilot's public profile, for a signed-in pilot (the User modal of the Find page).
 * A pilot who is not discoverable is visible to themself only; to anyone else they are as unknown as an
 * id nobody has, so the answer does not tell that the account exists.
 */
export class ReadPilotProfile {
  constructor(
    private readonly users: UserRepository,
    private readonly airports: AirportRepository,
    private readonly records: PilotRecordRepository | null = null,
    private readonly clock: Clock = { now: () => new Date() },
  ) {}

  async execute(viewer: User, id: number): Promise<PilotProfile> {
    const pilot = await this.users.findById(id);
    if (!pilot || (!pilot.isDiscoverable && pilot.id !== viewer.id)) throw notFound(PILOT_NOT_FOUND);
    const home = pilot.airport ? await this.airports.findById(pilot.airport.id) : null;
    // Only what the pilot chose to show (publicRecord); no listing is involved, so "today" is the UTC day.
    const record = this.records ? await this.records.find(pilot.id) : null;
    return toPilotProfile(pilot, home, record ? publicRecord(record, utcDay(this.clock.now())) : null);
  }
}
