import type { PartnerProfiles } from '../../application/partners/partner-profiles.service.js';
import type { PartnersForYou } from '../../application/partners/partners-for-you.service.js';
import type { ShareFit } from '../../application/partners/share-fit.service.js';

/** Partner matching's use cases (issue 41, application/partners/) the HTTP adapter is handed in `partners`. */
export interface PartnerServices {
  /** The pilot's own partner profile: GET/PUT /user/partner-profile. */
  profiles: PartnerProfiles;
  /** His fit with one listing: GET /share/:id/fit. */
  shareFit: ShareFit;
  /** His best fits around a place: GET /partners. */
  partnersForYou: PartnersForYou;
}
