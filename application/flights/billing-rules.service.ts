import { invalidFields } from '../../domain/errors.js';
import { readBillingRules } from '../../domain/flight/billing-input.js';
import type { BillingRules } from '../../domain/flight/billing-rules.js';
import type { User } from '../../domain/user/user.js';
import type { BillingRulesRepository } from '../ports/flight.repository.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { editableShare } from '../shares/share-access.js';
import { listingRules } from './flight-access.js';

/**
 * GET and PUT /share/:id/billing: a listing's billing rules, for its owner and staff (404 when the listing
 * cannot be seen, 403 for others: a pilot sees his booking's copy in its flight). Before the owner saves any,
 * the defaults of the listing's rate and wet or dry choice. Saving changes no approved booking: each keeps
 * the copy taken at its approval.
 */
export class ListingBillingRules {
  constructor(
    private readonly shares: ShareRepository,
    private readonly billing: BillingRulesRepository,
  ) {}

  async read(viewer: User, shareId: number): Promise<BillingRules> {
    return listingRules(this.billing, await editableShare(this.shares, viewer, shareId));
  }

  async save(user: User, shareId: number, input: unknown): Promise<BillingRules> {
    const share = await editableShare(this.shares, user, shareId);
    const read = readBillingRules(input);
    if (!read.ok) throw invalidFields(read.errors);
    await this.billing.saveForShare(share.id, read.value);
    return read.value;
  }
}
