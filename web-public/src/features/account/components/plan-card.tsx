import { useId, useRef, useState } from 'react';
import {
  formatAmount,
  PLAN_AMOUNT_CENTS,
  PLAN_INTERVAL,
  PLAN_NAMES,
  TRIAL_DAYS,
  type Plan,
  type PlanKind,
} from '../../../../../domain/subscription/plans';
import type { SubscriptionView } from '../../../../../domain/subscription/subscription';
import { ErrorList } from '../../../components/form/error-list';
import { Spinner } from '../../../components/spinner';
import { PLAN_BLURBS, trialLabel } from '../../../config/plan-blurbs';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { errorMessages } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { isStillActive } from '../../../lib/profile-subscriptions';
import { setCancelAtPeriodEnd } from '../api/update-subscription.api';
import { planFacts } from '../utils/plan-facts';

type PlanState = 'none' | 'ended' | 'trial' | 'active' | 'canceled';

const BADGES: Record<PlanState, string> = {
  none: 'Not subscribed',
  ended: 'Ended',
  trial: 'Free trial',
  active: 'Active',
  canceled: 'Canceled',
};

function stateOf(view: SubscriptionView | null): PlanState {
  if (!view) return 'none';
  if (!isStillActive(view)) return 'ended';
  if (view.isCanceled) return 'canceled';
  return view.isTrial ? 'trial' : 'active';
}

interface PlanCardProps {
  kind: PlanKind;
  /** From GET /api/plans; the shared constants stand in until it answers. */
  plan: Plan | null;
  view: SubscriptionView | null;
}

/** One plan on the Subscription screen: price, state, and Cancel, Restart or Subscribe (spec 4). */
export function PlanCard({ kind, plan, view }: PlanCardProps) {
  const { refresh } = useSession();
  const { openModal, closeModal } = useModal();
  const headingId = useId();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const name = plan?.name ?? PLAN_NAMES[kind];
  const state = stateOf(view);
  const active = isStillActive(view) ? view : null;
  const trial = trialLabel(plan?.trialDays ?? TRIAL_DAYS);

  const change = async (subscriptionId: string, cancelAtPeriodEnd: boolean) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setErrors([]);
    try {
      await setCancelAtPeriodEnd(subscriptionId, cancelAtPeriodEnd);
    } catch (error) {
      setErrors(errorMessages(error));
    }
    // Also after a failure: the subscription may have changed meanwhile (ended, or changed in another tab).
    await refresh({ force: true });
    running.current = false;
    setBusy(false);
  };

  const confirmCancel = (current: SubscriptionView) =>
    openModal('confirm', {
      title: 'Cancel your subscription?',
      text: `Your ${name.toLowerCase()} stays active until ${formatLongDate(current.expDate)} and does not renew after that. You can restart it until then.`,
      confirmLabel: 'Yes, cancel it',
      cancelLabel: 'No, keep it',
      onConfirm: () => {
        closeModal();
        void change(current.id, true);
      },
    });

  // Keyed, so switching from one action to the next does not animate one button's colours into the other's.
  const action = () => {
    if (active && !active.isCanceled) {
      return (
        <button key="cancel" type="button" className="button button-danger-outline" onClick={() => confirmCancel(active)} disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Cancel subscription
        </button>
      );
    }
    if (active) {
      return (
        <button key="restart" type="button" className="button button-primary" onClick={() => void change(active.id, false)} disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Restart Subscription
        </button>
      );
    }
    return (
      <button key="subscribe" type="button" className="button button-accent" onClick={() => openModal('subscribe', { kind })}>
        Subscribe
      </button>
    );
  };

  return (
    <article className="account-card plan-card" aria-labelledby={headingId}>
      <div className="plan-card-head">
        <h2 id={headingId} className="plan-card-title">
          {name}
        </h2>
        <span className={`plan-badge plan-badge-${state}`}>{BADGES[state]}</span>
      </div>
      <p className="plan-card-price">
        <strong>{formatAmount(plan?.amount ?? PLAN_AMOUNT_CENTS)}</strong> / {plan?.interval ?? PLAN_INTERVAL}
        {!active && trial && `, ${trial}`}
      </p>
      <p className="plan-card-blurb">{PLAN_BLURBS[kind]}</p>
      {view && (
        <ul className="plan-card-facts">
          {planFacts(view, Boolean(active), `${formatAmount(plan?.amount ?? PLAN_AMOUNT_CENTS)} a ${plan?.interval ?? PLAN_INTERVAL}`, formatLongDate).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      <ErrorList errors={errors} />
      <div className="plan-card-actions">{action()}</div>
    </article>
  );
}
