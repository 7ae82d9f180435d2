import { isRentalType } from '../../domain/booking/booking.js';
import { invalidFields } from '../../domain/errors.js';
import { readPolicy } from '../../domain/payment/policy-input.js';
import type { PaymentPolicy } from '../../domain/payment/payment.js';
import type { User } from '../../domain/user/user.js';
import { editableShare, visibleShare } from '../shares/share-access.js';
import type { MoneyPorts } from './money-ports.js';

export interface ListingPolicy {
  policy: PaymentPolicy;
  /** Requests to the listing take payment now: a rental whose owner's payouts are enabled. */
  takesPayment: boolean;
  feePercent: number;
}

/** GET/PUT /api/share/:id/policy: the listing's cancellation policy and deposit (the owner writes them). */
export class ListingPaymentPolicy {
  constructor(private readonly ports: MoneyPorts) {}

  async read(user: User | null, shareId: number): Promise<ListingPolicy> {
    const share = await visibleShare(this.ports.shares, user, shareId);
    const policy = await this.ports.payments.policyOf(share.id);
    const account = isRentalType(share.type) ? await this.ports.payments.payoutAccountOf(share.owner.id) : null;
    return { policy, takesPayment: account?.state === 'enabled', feePercent: this.ports.config.feePercent };
  }

  async save(user: User, shareId: number, input: unknown): Promise<ListingPolicy> {
    const share = await editableShare(this.ports.shares, user, shareId);
    const read = readPolicy(input);
    if (!read.ok) throw invalidFields(read.errors);
    await this.ports.payments.savePolicy(share.id, read.value);
    return this.read(user, shareId);
  }
}
