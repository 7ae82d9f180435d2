import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatAmount, PLAN_AMOUNT_CENTS, PLAN_KINDS, PLAN_NAMES, TRIAL_DAYS, type PlanKind } from '../../../../../domain/subscription/plans';
import { PLAN_BLURBS, trialLabel } from '../../../config/plan-blurbs';
import { useModal } from '../../../hooks/use-modal';
import { usePlans } from '../../../hooks/use-plans';
import { useSession } from '../../../hooks/use-session';
import { hasActivePlan } from '../../../lib/profile-subscriptions';

const FEATURES: Record<PlanKind, string[]> = {
  listing: ['List any number of planes', 'Rentals, share sales, partnerships and clubs', 'Alerts for pilots at your airports'],
  professional: ['A public profile on the map', 'Your rate, specialties and home airport', 'Pilots contact you directly'],
};

/** The two plans (GET /api/plans; the shared constants until it answers), each with Subscribe or Sign up. */
export function PriceTableSection() {
  const headingId = useId();
  const { info } = usePlans();
  const { user } = useSession();
  const { openModal } = useModal();

  return (
    <section className="container home-section" aria-labelledby={headingId}>
      <div className="home-section-head">
        <h2 id={headingId}>Simple pricing</h2>
        <p>Searching and contacting pilots is free. Listing a plane or a professional profile is one small monthly price.</p>
      </div>
      <ul className="home-prices">
        {PLAN_KINDS.map((kind) => {
          const plan = info?.plans.find((p) => p.kind === kind);
          const trial = trialLabel(plan?.trialDays ?? TRIAL_DAYS);
          const active = hasActivePlan(user, kind);
          return (
            <li key={kind} className="home-price">
              <h3>{plan?.name ?? PLAN_NAMES[kind]}</h3>
              <p className="home-price-amount">
                <strong>{formatAmount(plan?.amount ?? PLAN_AMOUNT_CENTS)}</strong> / month
              </p>
              {trial && <p className="home-price-trial">{trial[0].toUpperCase() + trial.slice(1)}</p>}
              <p>{PLAN_BLURBS[kind]}</p>
              <ul className="home-price-features">
                {FEATURES[kind].map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              {!user ? (
                <button type="button" className="button button-primary button-block" onClick={() => openModal('signup', { postSignupRoute: '/account/subscription' })}>
                  Sign up to subscribe
                </button>
              ) : active ? (
                <Link className="button button-secondary button-block" to="/account/subscription">
                  Manage subscription
                </Link>
              ) : (
                <button type="button" className="button button-primary button-block" onClick={() => openModal('subscribe', { kind })}>
                  Subscribe
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
