import { invalidFields } from '../../domain/errors.js';
import { readBillingRules } from '../../domain/flight/billing-input.js';
import { readOwnerReading } from '../../domain/flight/flight-input.js';
import { tenthsToNumber } from '../../domain/flight/readings.js';
import type { BillingRules } from '../../domain/flight/billing-rules.js';
import type { OwnerReadingView } from '../../domain/flight/flight-view.js';
import type { User } from '../../domain/user/user.js';
import type { BillingRulesRepository } from '../ports/flight.repository.js';
import type { Clock } from '../ports/security.js';
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
    private readonly clock: Clock,
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

  /** GET /share/:id/readings: the owner's last recorded meter readings (hours), or null. */
  async readOwnerReading(viewer: User, shareId: number): Promise<OwnerReadingView | null> {
    const share = await editableShare(this.shares, viewer, shareId);
    const r = await this.billing.ownerReading(share.id);
    return r ? { hobbs: tenthsToNumber(r.hobbs), tach: tenthsToNumber(r.tach), at: r.at.toISOString() } : null;
  }

  /**
   * PUT /share/:id/readings {hobbs, tach}: the owner records his aircraft's meters (after maintenance, a flight
   * off the site). The next check-out is checked against it when it is newer than the last check-in.
   */
  async recordOwnerReading(user: User, shareId: number, input: unknown): Promise<OwnerReadingView> {
    const share = await editableShare(this.shares, user, shareId);
    const read = readOwnerReading(input);
    if (!read.ok) throw invalidFields(read.errors);
    const at = this.clock.now();
    await this.billing.saveOwnerReading(share.id, { ...read.value, at }, await listingRules(this.billing, share));
    return { hobbs: tenthsToNumber(read.value.hobbs), tach: tenthsToNumber(read.value.tach), at: at.toISOString() };
  }
}
