import type { Share } from '../../domain/share/share.js';
import type { AlertOutbox } from '../ports/alert-outbox.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';

/** The new-match mails of a listing with a group side (issue 41: application/partners/partner-match-alerts.service.ts). */
export interface PartnerMatchQueue {
  queueFor(share: Share, siteUrl?: string): Promise<number>;
}
import { newListingSnapshot } from './new-listing-snapshot.js';

/**
 * New-listing alerts are queued in the transaction that puts a listing on view at an airport (create,
 * enable, move to another airport): the alerts exist exactly when the listing does, and a worker mails
 * them later. A follower already alerted about this listing is not alerted again.
 */
export class ListingAlerts {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: AlertOutbox,
    private readonly partnerMatches: PartnerMatchQueue | null = null,
  ) {}

  /**
   * Runs `save` and, when the saved listing is active, queues its alerts; both commit or neither does.
   * `siteUrl`: the address the request was sent to, for the mail's links (see NewListingSnapshot).
   */
  async publish(save: () => Promise<Share>, siteUrl?: string): Promise<Share> {
    return this.unitOfWork.run(async () => {
      const share = await save();
      if (share.isActive) {
        await this.outbox.queueForFollowers({
          kind: 'new_listing',
          shareId: share.id,
          airportId: share.airport.id,
          ownerId: share.owner.id,
          payload: { ...newListingSnapshot(share), ...(siteUrl ? { siteUrl } : {}) },
        });
        // A partner listing's group side fits some pilots: each is mailed once (issue 41).
        await this.partnerMatches?.queueFor(share, siteUrl);
      }
      return share;
    });
  }

  /**
   * Runs `save` of a listing that gains its group side (issue 41) and queues its new-match mails; both
   * commit or neither does.
   */
  async publishPartnerSide(save: () => Promise<Share>, siteUrl?: string): Promise<Share> {
    return this.unitOfWork.run(async () => {
      const share = await save();
      await this.partnerMatches?.queueFor(share, siteUrl);
      return share;
    });
  }
}
