import type { Plan } from '../../../../../domain/subscription/plans';
import { formatAmount } from '../../../../../domain/subscription/plans';
import { ErrorList } from '../../../components/form/error-list';
import { Spinner } from '../../../components/spinner';

interface SubscribeActionsProps {
  plan: Plan;
  busy: boolean;
  errors: readonly string[];
}

/** The end of every card form: messages, the auto-renewal footnote and SUBSCRIBE NOW. */
export function SubscribeActions({ plan, busy, errors }: SubscribeActionsProps) {
  const price = `${formatAmount(plan.amount)} every ${plan.interval}`;
  return (
    <>
      <ErrorList errors={errors} />
      <p className="subscribe-footnote">
        By subscribing you authorise Wingshare to charge this card {price}
        {plan.trialDays > 0 ? ' once the free trial ends' : ''}. The subscription renews automatically each{' '}
        {plan.interval} until you cancel it from the Subscription page of your account.
      </p>
      <button type="submit" className="button button-accent button-block" disabled={busy} aria-busy={busy}>
        {busy && <Spinner />}
        SUBSCRIBE NOW
      </button>
    </>
  );
}
