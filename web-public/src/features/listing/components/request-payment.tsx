import type { RefObject } from 'react';
import { formatCentsExact } from '../../../../../domain/money/cents';
import type { PolicyView } from '../../../../../domain/payment/payment-view';
import { policyText } from '../../../../../domain/payment/cancellation';
import { CardEntry, type CardEntryHandle } from '../../../components/card-entry/card-entry';
import { cardConsentText, pilotFeeText } from '../../../lib/payment-words';
import './request-payment.css';

/**
 * The payment part of a request to a rental that takes payment (issue 37): the owner's cancellation policy
 * and deposit, the fee, the consent the pilot gives by sending, and the card. Shown before the pilot agrees.
 */
export function RequestPayment({ policy, card, errors }: { policy: PolicyView; card: RefObject<CardEntryHandle | null>; errors?: readonly string[] }) {
  return (
    <div className="request-payment" role="group" aria-label="Payment">
      <p className="share-booking-note">
        <strong>The hold:</strong> when the owner approves, the booked time at the rate (the estimate above, or the daily minimum), the
        listing&apos;s fixed fees
        {policy.depositCents > 0 ? <> and a deposit of {formatCentsExact(policy.depositCents)}, charged only if the bill needs it</> : null} are held
        on your card. After the flight the bill is charged from the hold and the rest released.
      </p>
      <p className="share-booking-note">{pilotFeeText(policy.feePercent)}</p>
      <p className="request-payment-consent">{cardConsentText(policyText(policy.cancellation))}</p>
      <CardEntry handle={card} errors={errors} />
    </div>
  );
}
