import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorList } from '../../../components/form/error-list';
import { SandboxBanner } from '../../../components/sandbox-banner';
import { Spinner } from '../../../components/spinner';
import { errorMessages } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { completeSandboxOnboarding } from '../../../lib/payments.api';
import type { OnboardedState } from './payouts-tab.page';
import './payments.css';

/**
 * /sandbox/connect?account=acct_sbx_...: the sandbox's stand-in for Stripe's hosted onboarding (the url
 * POST /api/user/payouts answers without a Stripe key). Nothing is asked: Complete onboarding finishes the
 * setup as Stripe's pages would, and the owner is back on /account/payouts with the new state said.
 */
export function SandboxConnectPage() {
  const [params] = useSearchParams();
  const account = params.get('account') ?? '';
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  usePageMeta({ title: 'Payout setup (sandbox)', description: "The sandbox's stand-in for Stripe's payout onboarding.", path: '/sandbox/connect' });

  const complete = async () => {
    if (busy) return;
    setBusy(true);
    setErrors([]);
    try {
      const view = await completeSandboxOnboarding(account);
      navigate('/account/payouts', { state: { onboarded: view.state } satisfies OnboardedState });
    } catch (error) {
      setErrors(errorMessages(error));
      setBusy(false);
    }
  };

  return (
    <main className="page">
      <div className="container sandbox-connect-card">
        <h1>Payout setup (sandbox)</h1>
        <SandboxBanner mode="sandbox" />
        <p>
          This page stands in for Stripe&apos;s payout setup, where an owner gives his identity and bank account. In the sandbox nothing is asked:
          completing the setup enables payouts to the test account
          {account ? (
            <>
              {' '}
              <code className="sandbox-account">{account}</code>
            </>
          ) : null}
          .
        </p>
        <ErrorList errors={errors} />
        <div className="form-actions">
          <button type="button" className="button button-primary" onClick={() => void complete()} disabled={busy} aria-busy={busy}>
            {busy && <Spinner />}
            Complete onboarding
          </button>
          <Link className="button button-secondary" to="/account/payouts">
            Back to payouts
          </Link>
        </div>
      </div>
    </main>
  );
}
