import { PAYMENT_MESSAGES } from '../../../domain/payment/payment-messages';

/** Said wherever money shows while the site runs on the sandbox gateway (no Stripe key): nothing real moves. */
export function SandboxBanner({ mode }: { mode: 'sandbox' | 'stripe' }) {
  if (mode !== 'sandbox') return null;
  return (
    <p className="sandbox-banner" role="note">
      <strong>{PAYMENT_MESSAGES.sandbox}</strong> Cards, holds, charges and payouts here are simulated.
    </p>
  );
}
