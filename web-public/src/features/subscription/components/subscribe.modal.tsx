import { formatAmount, PLAN_NAMES } from '../../../../../domain/subscription/plans';
import { PAYMENT_MESSAGES } from '../../../../../domain/subscription/payment-messages';
import { PLAN_BLURBS, trialLabel } from '../../../config/plan-blurbs';
import { ErrorList } from '../../../components/form/error-list';
import { ModalDialog } from '../../../components/modal/modal-dialog';
import type { ModalPropsMap } from '../../../components/modal/modal-types';
import { PageLoading } from '../../../components/page-loading';
import { usePlans } from '../../../hooks/use-plans';
import { CardPaymentsUnavailable } from './card-payments-unavailable';
import { SandboxCardForm } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';
import './subscription.css';

/** Subscribe to one plan (spec 2 "Subscribe modal"): its price, a card form, SUBSCRIBE NOW. */
export function SubscribeModal({ kind, returnTo }: ModalPropsMap['subscribe']) {
  const { info, error } = usePlans();
  const plan = info?.plans.find((p) => p.kind === kind) ?? null;
  const trial = plan && trialLabel(plan.trialDays);

  const body = () => {
    if (error) return <ErrorList errors={[error]} />;
    if (!info) return <PageLoading label="Loading the plan…" />;
    if (!plan) return <ErrorList errors={[PAYMENT_MESSAGES.unknownPlan]} />;
    if (info.mode === 'sandbox') return <SandboxCardForm plan={plan} returnTo={returnTo} />;
    // Stripe mode takes the card with Stripe Elements; without a publishable key it cannot take one.
    if (!info.publishableKey) return <CardPaymentsUnavailable />;
    return <StripeCardForm plan={plan} publishableKey={info.publishableKey} returnTo={returnTo} />;
  };

  return (
    <ModalDialog title={plan?.name ?? PLAN_NAMES[kind]} size="medium" className="subscribe-modal">
      {plan && (
        <p className="subscribe-price">
          <strong>{formatAmount(plan.amount)}</strong> / {plan.interval}
          {trial && `, ${trial}`}
        </p>
      )}
      <p className="subscribe-blurb">{PLAN_BLURBS[kind]}</p>
      {body()}
    </ModalDialog>
  );
}
