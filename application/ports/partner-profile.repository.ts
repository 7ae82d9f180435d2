import type { PartnerProfile } from '../../domain/partner/partner-profile.js';

/**
 * Pilots' partner profiles (issue 41): one per pilot who saved one, removed with the account (the table's
 * foreign key cascades). A listing's group side is stored with the listing (ShareData.partnerProfile).
 */
export interface PartnerProfileRepository {
  find(userId: number): Promise<PartnerProfile | null>;
  save(userId: number, profile: PartnerProfile): Promise<void>;
}
