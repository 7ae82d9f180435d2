import { formatCentsExact } from '../../../../../domain/money/cents';
import type { PayoutLineView } from '../../../../../domain/payment/payment-view';
import { longDateAt } from '../../../../../domain/text/us-format';
import { PAYOUT_STATUS_WORDS } from '../../../lib/payment-words';

/** The payouts to the owner's bank, newest first, as a list that fits a phone. */
export function PayoutList({ payouts }: { payouts: PayoutLineView[] }) {
  if (payouts.length === 0) return <p className="account-empty">No payouts yet. Stripe pays your balance out to your bank on its schedule.</p>;
  return (
    <ul className="money-rows" aria-label="Payouts">
      {payouts.map((p) => (
        <li key={p.id} className="money-row">
          <span className="money-row-main">
            <strong>{formatCentsExact(p.amountCents)}</strong> {PAYOUT_STATUS_WORDS[p.status].toLowerCase()}
          </span>
          <span className="money-row-meta">
            {p.status === 'paid' ? 'Arrived' : 'Arrives'} {longDateAt(new Date(p.arrivalDate), 'local') ?? p.arrivalDate}
          </span>
        </li>
      ))}
    </ul>
  );
}
