import type { PartnerProfile } from '../../../../../domain/partner/partner-profile';
import { PARTNERS_RADIUS_KM } from '../../../lib/partners.api';

/** The circle "Partners for you" asks (km): how far he would drive, within the 500 km the page looks at most. */
export const radiusOf = (profile: Pick<PartnerProfile, 'driveKm'>): number =>
  Math.max(1, Math.min(PARTNERS_RADIUS_KM, profile.driveKm || PARTNERS_RADIUS_KM));
