import { invalidFields } from '../../domain/errors.js';
import type { PartnerProfile } from '../../domain/partner/partner-profile.js';
import { readPartnerProfile } from '../../domain/partner/partner-rules.js';
import type { User } from '../../domain/user/user.js';
import type { PartnerProfileRepository } from '../ports/partner-profile.repository.js';

/**
 * The signed-in pilot's own partner profile (issue 41): GET and PUT /api/user/partner-profile. PUT replaces
 * the whole profile (what GET answers is what PUT takes back); a refused one stores nothing and names each
 * field (domain/partner/partner-rules.ts).
 */
export class PartnerProfiles {
  constructor(private readonly profiles: PartnerProfileRepository) {}

  read(user: User): Promise<PartnerProfile | null> {
    return this.profiles.find(user.id);
  }

  async save(user: User, raw: unknown): Promise<PartnerProfile> {
    const read = readPartnerProfile(raw);
    if (!read.ok) throw invalidFields(read.fields);
    await this.profiles.save(user.id, read.value);
    return read.value;
  }
}
