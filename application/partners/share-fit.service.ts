import { conflict } from '../../domain/errors.js';
import { listingFit } from '../../domain/partner/partner-fit.js';
import type { ShareFitAnswer } from '../../domain/partner/partners-view.js';
import { isPartnerListingType } from '../../domain/partner/partner-profile.js';
import type { User } from '../../domain/user/user.js';
import type { AirportRepository } from '../ports/airport.repository.js';
import type { TimeZoneFinder } from '../ports/availability.repository.js';
import type { PartnerProfileRepository } from '../ports/partner-profile.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { airportDay } from '../pilots/pilot-day.js';
import type { PilotEvidence } from '../pilots/pilot-evidence.js';
import { visibleShare } from '../shares/share-access.js';
import { fitInputsOf } from './fit-inputs.js';

/** 409s of GET /share/:id/fit: each says what is missing and, where the caller can, what to do. */
export const FIT_MESSAGES = {
  notPartnerListing: 'Only share purchase, partnership and club listings have a partner fit: this listing is a rental.',
  noGroupSide: 'The owner has not described the group yet (buy-in, monthly cost, hours and habits), so there is no fit to work out.',
  noProfile: 'Fill in your partner profile first: the fit compares what you look for with the group.',
  noHomeAirport: 'Choose your home airport on your profile first: the fit needs how far you would drive to this airport.',
} as const;

/**
 * The signed-in pilot's fit with one listing (issue 41): GET /share/:id/fit. Hidden listings answer the share
 * route's 404; a rental, a listing without its group side, a pilot without a partner profile or a home airport
 * answer 409 with what is missing. His hours and his insurance-minimums match are those of the share modal's
 * match (PilotEvidence and matchQualification, on the listing airport's day); the owner's hours come the same way,
 * and only when his record shows its hours on his profile: the experience sentence names them to the caller.
 */
export class ShareFit {
  constructor(
    private readonly shares: ShareRepository,
    private readonly profiles: PartnerProfileRepository,
    private readonly airports: Pick<AirportRepository, 'findById'>,
    private readonly evidence: PilotEvidence,
    private readonly zones: TimeZoneFinder,
    private readonly clock: Clock,
  ) {}

  async forListing(user: User, shareId: number): Promise<ShareFitAnswer> {
    const share = await visibleShare(this.shares, user, shareId);
    if (!isPartnerListingType(share.type)) throw conflict(FIT_MESSAGES.notPartnerListing);
    if (!share.partnerProfile) throw conflict(FIT_MESSAGES.noGroupSide);
    const profile = await this.profiles.find(user.id);
    if (!profile) throw conflict(FIT_MESSAGES.noProfile);
    const home = user.airport ? await this.airports.findById(user.airport.id) : null;
    if (!home) throw conflict(FIT_MESSAGES.noHomeAirport);

    const day = airportDay(this.zones, share.airport, this.clock.now());
    const records = await this.evidence.ofMany([user.id, share.owner.id], day);
    const inputs = fitInputsOf(share, profile, home, records.get(user.id)!, records.get(share.owner.id), day);
    return { ...listingFit(inputs.pilot, inputs.listing), inputs };
  }
}

