import type { PartnerProfile } from '../../domain/partner/partner-profile.js';
import type { PartnerProfileRepository } from '../ports/partner-profile.repository.js';

/** Pilots' partner profiles in memory (issue 41), one per pilot, as partner_profiles keeps them. */
export class InMemoryPartnerProfileRepository implements PartnerProfileRepository {
  readonly rows = new Map<number, PartnerProfile>();

  async find(userId: number) {
    const p = this.rows.get(userId);
    return p ? structuredClone(p) : null;
  }
  async save(userId: number, profile: PartnerProfile) {
    this.rows.set(userId, structuredClone(profile));
  }
}
