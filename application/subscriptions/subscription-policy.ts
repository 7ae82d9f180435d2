import { forbidden } from '../../domain/errors.js';
import { MISSING_PLAN_MESSAGES, type PlanKind, type PriceIds } from '../../domain/subscription/plans.js';
import { hasActiveSubscription } from '../../domain/subscription/subscription.js';
import type { User } from '../../domain/user/user.js';
import type { Clock } from '../ports/security.js';
import type { SubscriptionLedger } from './subscription-ledger.js';

/**
 * The server-side gates: creating a listing needs an active listing subscription, creating a
 * professional profile an active professional one. The listing and profile use cases call this.
 */
export class SubscriptionPolicy {
  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly priceIds: PriceIds,
    private readonly clock: Clock,
  ) {}

  async hasActive(user: User, kind: PlanKind): Promise<boolean> {
    return hasActiveSubscription(await this.ledger.forUser(user.id), this.priceIds[kind], this.clock.now());
  }

  /** Throws 403 with a message naming the missing subscription. */
  async requireActive(user: User, kind: PlanKind): Promise<void> {
    if (!(await this.hasActive(user, kind))) throw forbidden(MISSING_PLAN_MESSAGES[kind]);
  }
}
