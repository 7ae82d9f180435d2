import { PLAN_KINDS } from '../../../../../domain/subscription/plans';
import { useSession } from '../../../hooks/use-session';
import { usePlans } from '../../../hooks/use-plans';
import { subscriptionOf } from '../../../lib/profile-subscriptions';
import { PlanCard } from './plan-card';

/** /account/subscription: one card per plan with its state and what can be done with it (spec 4). */
export function SubscriptionTabPage() {
  const { user } = useSession();
  const { info } = usePlans();
  if (!user) return null;
  return (
    <section aria-labelledby="subscription-heading">
      <h1 id="subscription-heading" className="account-title">
        Subscription
      </h1>
      <p className="account-lead">
        Each plan is billed monthly and renews until you cancel it. A canceled plan stays active until the end of the
        period you paid for.
      </p>
      <div className="plan-cards">
        {PLAN_KINDS.map((kind) => (
          <PlanCard
            key={kind}
            kind={kind}
            plan={info?.plans.find((p) => p.kind === kind) ?? null}
            view={subscriptionOf(user, kind)}
          />
        ))}
      </div>
    </section>
  );
}
