import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { formatCentsExact } from '../../../../../domain/money/cents';
import type { PayoutState } from '../../../../../domain/payment/payment';
import type { PayoutsView } from '../../../../../domain/payment/payment-view';
import { ErrorList } from '../../../components/form/error-list';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { SandboxBanner } from '../../../components/sandbox-banner';
import { Spinner } from '../../../components/spinner';
import { StatusNote } from '../../../components/status-note/status-note';
import { SuccessNote } from '../../../components/success-note/success-note';
import { useApiResource } from '../../../hooks/use-api-resource';
import { errorMessages } from '../../../lib/api-client';
import { getPayouts, startPayouts } from '../../../lib/payments.api';
import { ownerFeeText, PAYOUT_STATE_WORDS } from '../../../lib/payment-words';
import { PayoutList } from './payout-list';
import './payments.css';

/** What the sandbox's onboarding page hands back (location state): the state it left the account in. */
export interface OnboardedState {
  onboarded: PayoutState;
}

const STATE_TEXT: Record<PayoutState, string> = {
  none: 'Set up payouts to be paid for your rentals through Wingshare. Until then your rentals take requests without payment, as before: you arrange the money with the pilot.',
  pending: 'Your payout setup is not finished. Until it is, your rentals take requests without payment.',
  enabled: "Your rentals take requests with payment: the pilot's card is saved at the request, held when you approve, charged after the flight.",
  restricted: 'Stripe has paused payouts to your account. Shares already earned wait until it enables them again; new requests come without payment.',
};

/** /account/payouts: the owner's payout account (Stripe Connect), its balance and payouts, the platform fee. */
export function PayoutsTabPage() {
  const payouts = useApiResource('payouts', (signal) => getPayouts(signal));
  return (
    <section aria-labelledby="payouts-heading" className="payments-page">
      <h1 id="payouts-heading" className="account-title">
        Payouts
      </h1>
      {payouts.status === 'loading' && <PageLoading label="Loading your payouts…" />}
      {payouts.status === 'failed' && <LoadFailed what="your payouts" message={payouts.error} onRetry={payouts.retry} />}
      {payouts.status === 'ready' && <Payouts view={payouts.data} />}
    </section>
  );
}

function Payouts({ view }: { view: PayoutsView }) {
  const location = useLocation();
  const onboarded = (location.state as Partial<OnboardedState> | null)?.onboarded;
  const navigate = useNavigate();
  // Stripe sends the owner back with ?refresh=1 when its setup link expired before he finished.
  const [params] = useSearchParams();
  const expired = params.has('refresh') && view.state !== 'enabled';
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');

  const setUp = async () => {
    if (busy) return;
    setBusy(true);
    setErrors([]);
    try {
      const { url } = await startPayouts();
      setNotice(view.mode === 'sandbox' ? "Opening the sandbox's setup page…" : "Opening Stripe's setup page…");
      // The sandbox's page is one of this site's; Stripe's is another site.
      if (url.startsWith('/')) navigate(url);
      else window.location.assign(url);
    } catch (error) {
      setErrors(errorMessages(error));
      setBusy(false);
    }
  };

  const button = view.state === 'none' ? 'Set up payouts' : view.state === 'enabled' ? null : 'Continue setup';
  return (
    <>
      <SandboxBanner mode={view.mode} />
      {onboarded && (
        <SuccessNote
          title={onboarded === 'enabled' ? 'Payouts are set up.' : `Setup saved: ${PAYOUT_STATE_WORDS[onboarded].toLowerCase()}.`}
          actions={
            <Link className="button button-secondary button-small" to="/account/listings">
              See My Planes
            </Link>
          }
        >
          {onboarded === 'enabled'
            ? 'Your rentals take requests with payment from now on. Choose each listing’s cancellation policy and deposit in its availability settings.'
            : 'Stripe still needs a few details: continue the setup below.'}
        </SuccessNote>
      )}
      <div className="account-card payout-state">
        <p className="payout-state-head">
          <span className={`payout-badge payout-${view.state}`}>{PAYOUT_STATE_WORDS[view.state]}</span>
        </p>
        <p>{STATE_TEXT[view.state]}</p>
        {view.missing.length > 0 && (
          <>
            <p className="payout-missing-title">Still needed:</p>
            <ul className="payout-missing">
              {view.missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        )}
        <p className="field-hint">{ownerFeeText(view.feePercent)}</p>
        {expired && <p role="status">The setup link expired before the setup was finished: continue the setup for a new one.</p>}
        <ErrorList errors={errors} />
        {button && (
          <div className="share-action-row">
            <button type="button" className="button button-primary" onClick={() => void setUp()} disabled={busy} aria-busy={busy}>
              {busy && <Spinner />}
              {button}
            </button>
          </div>
        )}
        <StatusNote text={notice} />
      </div>
      <h2 className="account-subtitle">Balance</h2>
      <p>
        <strong className="payout-balance">{formatCentsExact(view.balanceCents)}</strong> in your payout account, not yet paid out to your bank.
      </p>
      <h2 className="account-subtitle">Payouts to your bank</h2>
      <PayoutList payouts={view.payouts} />
      <p>
        <Link to="/account/earnings">Earnings per month</Link>, with a CSV to download.
      </p>
    </>
  );
}
