import { conflict, notFound, validationFailed } from '../../domain/errors.js';
import { messagesOf } from '../../domain/field-errors.js';
import { claimErrors, OWNERSHIP_MESSAGES } from '../../domain/share/listing-ownership.js';
import { normaliseTailNumber, SHARE_MESSAGES } from '../../domain/share/share-rules.js';
import type { User } from '../../domain/user/user.js';
import type { AircraftClaim, AircraftClaimRepository } from '../ports/aircraft-claim.repository.js';
import type { Mailer } from '../ports/mailer.js';

const TAIL_NUMBER = /^N[A-Z0-9]{1,5}$/;

/**
 * "This is my plane" (issue 34): a signed-in user says a listed tail number is his. The claim is kept for
 * staff (back office, Aircraft claims) and staff get a mail about it, like a contact message; the claimant is
 * told what happens next. Asking again while his claim is open changes nothing and mails nobody.
 */
export class ClaimAircraft {
  constructor(
    private readonly claims: AircraftClaimRepository,
    private readonly mailer: Mailer,
    private readonly staffEmail: string,
  ) {}

  /** `siteUrl`: the site's address for the mail's link to the claim in the back office. */
  async execute(user: User, input: { tailNumber?: unknown; message?: unknown }, siteUrl?: string): Promise<{ claim: AircraftClaim; message: string }> {
    const raw = typeof input.tailNumber === 'string' ? input.tailNumber : '';
    const tailNumber = normaliseTailNumber(raw.slice(0, 20));
    const fields = { ...(TAIL_NUMBER.test(tailNumber) ? {} : { tailNumber: [raw.trim() ? SHARE_MESSAGES.tailNumberFormat : SHARE_MESSAGES.tailNumberEmpty] }), ...claimErrors(input) };
    if (messagesOf(fields).length) throw validationFailed(messagesOf(fields), messagesOf(fields)[0], fields);
    const listing = await this.claims.listingOf(tailNumber);
    if (!listing) throw notFound(OWNERSHIP_MESSAGES.claimNotListed);
    if (listing.ownerId === user.id) throw conflict(OWNERSHIP_MESSAGES.claimOwnListing);
    const message = typeof input.message === 'string' ? input.message.trim() : '';
    const { claim, created } = await this.claims.add({ tailNumber, shareId: listing.shareId, claimantId: user.id, message });
    if (created) {
      await this.mailer.send({
        to: this.staffEmail,
        subject: `Aircraft claim: ${tailNumber}`,
        kind: 'aircraft_claim',
        text: [
          `${user.firstname} ${user.lastname} (${user.username}, ${user.email}) says ${tailNumber} is their aircraft;`,
          `it is listed as "${claim.share?.title ?? ''}" by ${claim.share?.owner.name ?? 'another member'}.`,
          ...(message ? ['', message] : []),
          '',
          siteUrl ? `Look into it in the back office: ${siteUrl}/admin/aircraft-claims/${claim.id}/show` : 'Look into it in the back office under Aircraft claims.',
        ].join('\n'),
      });
    }
    return { claim, message: OWNERSHIP_MESSAGES.claimReceived };
  }
}
